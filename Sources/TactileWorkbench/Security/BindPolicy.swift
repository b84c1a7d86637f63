/// Where the server may listen: loopback only, unless the user asks for another interface by
/// name with `--host` and `--allow-remote`, and is warned that anyone who can reach it and has
/// the token runs Lua with the user's rights.
public enum BindPolicy {
    /// The default address.
    public static let loopback = "127.0.0.1"

    /// Whether an address is a loopback one (127.0.0.0/8, ::1, localhost).
    public static func isLoopback(_ host: String) -> Bool {
        let lowered = host.lowercased()
        if lowered == "localhost" || lowered == "::1" || lowered == "[::1]" { return true }
        let parts = lowered.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    /// What `--host` and `--allow-remote` lead to.
    public enum Decision: Equatable, Sendable {
        /// Listen there.
        case listen(host: String, warning: String?)
        /// Refuse, saying why.
        case refuse(String)
    }

    public static func decide(host: String, allowRemote: Bool) -> Decision {
        if isLoopback(host) { return .listen(host: host == "localhost" ? loopback : host, warning: nil) }
        guard allowRemote else {
            return .refuse("tactile serve listens on loopback only; --host \(host) needs --allow-remote, "
                + "and anyone who can reach it and knows the token runs Lua as you")
        }
        return .listen(host: host, warning: "warning: listening on \(host), not loopback: anyone who can reach this address "
            + "and knows the token in the address can run Lua as you; the traffic is not encrypted")
    }
}
