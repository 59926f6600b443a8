#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// One request to rebuild widget timelines, as the app records it for the widget host.
public struct ReloadRequest: Codable, Hashable, Sendable {
    /// Which timelines a request covers.
    public enum Scope: Hashable, Sendable {
        /// Every installed widget of one kind.
        case kind(WidgetKind)
        /// Every installed widget.
        case all
    }

    /// Which timelines to rebuild.
    public var scope: Scope
    /// When the app asked.
    public var requestedAt: Date
    /// Whether the app was in the foreground when it asked (WidgetKit only honours reloads
    /// from a foreground app freely; the host may apply the same budget).
    public var foreground: Bool

    /// Creates a request.
    public init(scope: Scope, requestedAt: Date, foreground: Bool) {
        self.scope = scope
        self.requestedAt = requestedAt
        self.foreground = foreground
    }

    private enum CodingKeys: String, CodingKey {
        case scope, requestedAt, foreground
    }

    /// Decodes a request from one line of the log.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let scope = try container.decode(String.self, forKey: .scope)
        if scope == "all" {
            self.scope = .all
        } else if let kind = WidgetKind(rawValue: scope) {
            self.scope = .kind(kind)
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .scope, in: container, debugDescription: "unknown reload scope \"\(scope)\"")
        }
        requestedAt = try container.decode(Date.self, forKey: .requestedAt)
        foreground = try container.decode(Bool.self, forKey: .foreground)
    }

    /// Encodes the request as one line of the log.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch scope {
        case .all: try container.encode("all", forKey: .scope)
        case .kind(let kind): try container.encode(kind.rawValue, forKey: .scope)
        }
        try container.encode(requestedAt, forKey: .requestedAt)
        try container.encode(foreground, forKey: .foreground)
    }
}
