extension ServiceRecord {
    /// Whether `self` is a later service of its item than `other`: by date, then odometer (a service
    /// without one counts as -1), then id, so that the order never depends on load order.
    public func isLater(than other: ServiceRecord) -> Bool {
        (date, odometer?.value ?? -1, id) > (other.date, other.odometer?.value ?? -1, other.id)
    }

    /// The latest of some services in ``isLater(than:)`` order.
    public static func latest(of services: some Sequence<ServiceRecord>) -> ServiceRecord? {
        services.reduce(nil) { latest, service in
            guard let latest else { return service }
            return service.isLater(than: latest) ? service : latest
        }
    }
}
