import ArgumentParsing
import ReminderDelivery

extension Invocation {
    /// Runs `body`, turning a channel's refusal of its own address into a validation error (exit 2).
    func mapDelivery<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DeliveryError {
            throw CLIError.validation(words.deliveryRefusal(error))
        }
    }
}
