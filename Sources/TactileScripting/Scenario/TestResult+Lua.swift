import LuaKit

extension TestResult {
    /// A result as the scenario API hands it over, flat: status, error kind, message,
    /// line, location, traceback, output, then the names of the test's path.
    init(luaValues values: [LuaValue], file: String) {
        func string(_ index: Int) -> String? {
            guard index < values.count, case .string(let text) = values[index] else { return nil }
            return text
        }
        let line: Int? = if values.count > 3, case .integer(let number) = values[3] { number } else { nil }
        let location = string(4)
        self.init(
            file: file, path: values.count > 7 ? (7..<values.count).compactMap(string) : [],
            status: Status(rawValue: string(0) ?? "") ?? .errored,
            errorKind: string(1).flatMap(ErrorKind.init(rawValue:)),
            message: string(2).map { Self.withoutPosition($0, chunk: location ?? file, line: line) },
            line: line, location: location, traceback: string(5), output: string(6) ?? "")
    }

    /// Drops a `chunk:line: ` prefix that repeats the position the report prints anyway.
    static func withoutPosition(_ message: String, chunk: String?, line: Int?) -> String {
        guard let chunk, let line else { return message }
        let prefix = "\(chunk):\(line): "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
