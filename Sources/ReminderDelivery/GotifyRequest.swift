import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request that sends a reminder to a Gotify server: `POST /message` with the application token
/// in `X-Gotify-Key` (never in the URL, where logs keep it) and the deep link as the notification's
/// click URL (`extras.client::notification.click.url`).
public enum GotifyRequest {
    /// Gotify's priorities as its Android client reads them: 8 and above make a sound and stay, so
    /// overdue is 8; due 6; due soon 4.
    public static func priority(urgent: Bool, due: Bool) -> Int {
        urgent ? 8 : due ? 6 : 4
    }

    /// The request for a message to the server at `serverURL` with `token`.
    public static func make(
        serverURL: String, token: String, title: String, body: String, link: String?, priority: Int
    ) throws(DeliveryError) -> URLRequest {
        guard let base = URL(string: serverURL), let scheme = base.scheme?.lowercased(), ["http", "https"].contains(scheme),
              base.host != nil
        else { throw .notGotifyServerURL(serverURL) }
        var payload: [String: Any] = ["title": title, "message": body, "priority": priority]
        if let link { payload["extras"] = ["client::notification": ["click": ["url": link]]] }
        var request = URLRequest(url: base.appendingPathComponent("message"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(token, forHTTPHeaderField: "X-Gotify-Key")
        request.httpBody = try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return request
    }
}
