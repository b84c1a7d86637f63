/// Why a `Control.define{...}` table was refused: the message names the class and the field.
public enum DefinitionError: Error, CustomStringConvertible {
    case bad(String)

    public var description: String {
        switch self {
        case .bad(let message): return message
        }
    }
}
