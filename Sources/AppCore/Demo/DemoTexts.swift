import WidgetContract

/// What the demo "types" — its maintenance items' names and its expenses' notes — in the language
/// of the person trying it, so that a newcomer whose system speaks German does not read a German
/// app around English records. Vehicle names stay as they are (names of things, and the ids the
/// README's commands use come from them); a note that is a place's name stays too.
struct DemoTexts: Sendable {
    var oilChange: String
    var brakeFluid: String
    var annualService: String
    var tyres: String
    var vignette: String
    var airportParking: String
    var annualPremium: String
    var riadParking: String

    /// The texts in `language`.
    static func texts(in language: Language) -> DemoTexts {
        switch language {
        case .english:
            DemoTexts(
                oilChange: "Oil change", brakeFluid: "Brake fluid", annualService: "Annual service", tyres: "Tyres",
                vignette: "Vignette", airportParking: "Airport parking", annualPremium: "Annual premium",
                riadParking: "Marrakech riad parking")
        case .portuguesePortugal:
            DemoTexts(
                oilChange: "Mudança de óleo", brakeFluid: "Líquido dos travões", annualService: "Revisão anual", tyres: "Pneus",
                vignette: "Vinheta", airportParking: "Estacionamento no aeroporto", annualPremium: "Prémio anual",
                riadParking: "Estacionamento do riad em Marraquexe")
        case .german:
            DemoTexts(
                oilChange: "Ölwechsel", brakeFluid: "Bremsflüssigkeit", annualService: "Jahresinspektion", tyres: "Reifen",
                vignette: "Vignette", airportParking: "Parken am Flughafen", annualPremium: "Jahresprämie",
                riadParking: "Parken am Riad in Marrakesch")
        case .french:
            DemoTexts(
                oilChange: "Vidange", brakeFluid: "Liquide de frein", annualService: "Révision annuelle", tyres: "Pneus",
                vignette: "Vignette", airportParking: "Parking de l’aéroport", annualPremium: "Prime annuelle",
                riadParking: "Parking du riad à Marrakech")
        case .spanish:
            DemoTexts(
                oilChange: "Cambio de aceite", brakeFluid: "Líquido de frenos", annualService: "Revisión anual", tyres: "Neumáticos",
                vignette: "Viñeta", airportParking: "Aparcamiento del aeropuerto", annualPremium: "Prima anual",
                riadParking: "Aparcamiento del riad en Marrakech")
        }
    }
}
