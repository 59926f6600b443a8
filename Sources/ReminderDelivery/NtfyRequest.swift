import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request that publishes a reminder to an ntfy topic: ntfy's JSON publishing (a POST of
/// `{"topic", "title", "message", "priority", "click", "tags"}` to the server's root), so that titles
/// in any language need no header encoding.
public enum NtfyRequest {
    /// ntfy's priorities: 5 (max, "urgent") for overdue, 4 (high) for due, 3 (default) otherwise.
    public static func priority(urgent: Bool, due: Bool) -> Int {
        urgent ? 5 : due ? 4 : 3
    }

    /// The request for a message to the topic at `topicURL` (`https://ntfy.sh/my-car`).
    public static func make(
        topicURL: String, title: String, body: String, link: String?, priority: Int
    ) throws(DeliveryError) -> URLRequest {
        guard let url = URL(string: topicURL), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host != nil, !url.lastPathComponent.isEmpty, url.lastPathComponent != "/"
        else { throw .notNtfyTopicURL(topicURL) }
        let topic = url.lastPathComponent
        let root = url.deletingLastPathComponent()
        var payload: [String: Any] = [
            "topic": topic, "title": title, "message": body, "priority": priority,
            "tags": [priority == 5 ? "rotating_light" : "calendar"],
        ]
        if let link { payload["click"] = link }
        var request = URLRequest(url: root)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return request
    }
}
