extension CommandRegistry {
    /// Every command of issue 3's list; later issues `register` more (`demo`, `publish`).
    public static var standard: CommandRegistry {
        var registry = CommandRegistry()
        registry.register(AccountCommands.all)
        registry.register(PreferenceCommands.all)
        registry.register(VehicleCommands.all)
        registry.register(RecordCommands.all)
        registry.register(MaintenanceCommands.all)
        registry.register(DeadlineCommands.all)
        registry.register(ImportCommands.all)
        registry.register(DashboardCommands.all)
        registry.register(ShortcutCommands.all)
        registry.register(PublishCommands.all)
        registry.register(DemoCommand.all)
        return registry
    }
}
