/// `status --json`.
struct StatusJSON: Encodable {
    let today: String
    let alerts: [AlertJSON]
}
