import ControlKit

/// The fields of a decoded JSON object, each read with its check; errors name the field.
struct MessageFields {
    let object: [String: JSONValue]

    init(_ object: [String: JSONValue]) {
        self.object = object
    }

    func has(_ key: String) -> Bool { object[key] != nil }

    /// Refuses a field the message type does not have.
    func allow(_ keys: Set<String>) throws(ProtocolError) {
        if let extra = object.keys.sorted().first(where: { !keys.contains($0) }) { throw .unknownField(extra) }
    }

    private func value(_ key: String) throws(ProtocolError) -> JSONValue {
        guard let value = object[key] else { throw .missingField(key) }
        return value
    }

    func isNull(_ key: String) throws(ProtocolError) -> Bool {
        try value(key) == .null
    }

    func string(_ key: String, allowingEmpty: Bool = false) throws(ProtocolError) -> String {
        guard case .string(let text) = try value(key) else { throw .badField(key, "a string") }
        guard text.utf8.count <= ClientMessage.longestText else { throw .badField(key, "at most \(ClientMessage.longestText) bytes") }
        guard allowingEmpty || !text.isEmpty else { throw .badField(key, "a non-empty string") }
        return text
    }

    /// A Lua identifier (a property name).
    func identifier(_ key: String) throws(ProtocolError) -> String {
        let text = try string(key)
        let isIdentifier = text.utf8.count <= 128 && text.utf8.enumerated().allSatisfy { index, byte in
            byte == 0x5F || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (index > 0 && byte >= 0x30 && byte <= 0x39)
        }
        guard isIdentifier else { throw .badField(key, "a name such as value or isEnabled") }
        return text
    }

    func boolean(_ key: String) throws(ProtocolError) -> Bool {
        guard case .boolean(let flag) = try value(key) else { throw .badField(key, "true or false") }
        return flag
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ProtocolError) -> Double {
        guard case .number(let number) = try value(key) else { throw .badField(key, "a number") }
        guard number.isFinite, range.contains(number) else {
            throw .badField(key, "a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))")
        }
        return number
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(ProtocolError) -> Int {
        let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw .badField(key, "a whole number") }
        return Int(number)
    }

    /// A path of subview indices (a list of whole numbers) or a traffic name (`Slider#1`).
    func view(_ key: String) throws(ProtocolError) -> ViewReference {
        switch try value(key) {
        case .string(let text):
            guard let name = ObjectName(text) else { throw .badField(key, "a name such as Slider#1 or a path") }
            return .name(name)
        case .array(let list) where list.count <= ClientMessage.deepestPath:
            var indices: [Int] = []
            for entry in list {
                guard case .number(let number) = entry, number == number.rounded(), (0...1_000_000).contains(number) else {
                    throw .badField(key, "subview indices from 0 to 1000000")
                }
                indices.append(Int(number))
            }
            return .path(indices)
        default:
            throw .badField(key, "a list of at most \(ClientMessage.deepestPath) subview indices, or a name such as Slider#1")
        }
    }

    func editValue(_ key: String) throws(ProtocolError) -> EditValue {
        switch try value(key) {
        case .null: return .null
        case .boolean(let flag): return .boolean(flag)
        case .number(let number):
            guard number.isFinite else { throw .badField(key, "a finite number") }
            return .number(number)
        case .string(let text):
            guard text.utf8.count <= ClientMessage.longestText else { throw .badField(key, "at most \(ClientMessage.longestText) bytes") }
            return .string(text)
        case .array, .object:
            throw .badField(key, "a number, a string, true, false or null (a table goes in 'lua')")
        }
    }

    private static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
