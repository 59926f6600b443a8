extension CurrencyCode {
    /// ISO 4217 codes and their minor-unit exponents; codes whose minor unit ISO gives as "N.A."
    /// (precious metals, test and fund codes such as XAU, XTS, XDR) are left out on purpose:
    /// nobody pays for fuel in them and they have no minor unit to round to.
    static let table: [String: Int] = {
        var table: [String: Int] = [:]
        for code in twoDecimalCodes.split(separator: " ") { table[String(code)] = 2 }
        for code in zeroDecimalCodes.split(separator: " ") { table[String(code)] = 0 }
        for code in threeDecimalCodes.split(separator: " ") { table[String(code)] = 3 }
        for code in fourDecimalCodes.split(separator: " ") { table[String(code)] = 4 }
        return table
    }()

    /// Withdrawn codes kept because the ECB's rate history names them (and HRK, BGN after the euro).
    static let withdrawn: Set<String> = ["CYP", "EEK", "LTL", "LVL", "MTL", "ROL", "SIT", "SKK", "TRL", "HRK"]

    private static let zeroDecimalCodes =
        "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF TRL"

    private static let threeDecimalCodes = "BHD IQD JOD KWD LYD OMR TND"

    private static let fourDecimalCodes = "CLF UYW"

    private static let twoDecimalCodes = """
        AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP \
        BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR \
        FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW \
        KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN \
        NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD \
        SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU \
        UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL \
        CYP EEK LTL LVL MTL ROL SIT SKK HRK
        """
}
