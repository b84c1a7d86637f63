/// Why a page's message was refused. The page is answered with the description; the session
/// never sees the message.
public enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(Int)
    case malformed(String)
    case unknownType(String)
    case missingField(String)
    case unknownField(String)
    case badField(String, String)
    case binaryMessage
    case tooFast

    public var description: String {
        switch self {
        case .tooLarge(let bytes): "message of \(bytes) bytes refused: at most \(MessageLimits.largestMessage) bytes"
        case .malformed(let why): "malformed message: \(why)"
        case .unknownType(let type): "unknown message type '\(type)'"
        case .missingField(let field): "message lacks '\(field)'"
        case .unknownField(let field): "unknown field '\(field)'"
        case .badField(let field, let expected): "'\(field)' must be \(expected)"
        case .binaryMessage: "binary messages are not part of the protocol"
        case .tooFast: "too many messages: at most \(MessageLimits.messagesPerSecond) a second; the rest were dropped"
        }
    }
}
