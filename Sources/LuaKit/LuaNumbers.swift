/// The one path numbers take from Lua into Swift. Lua code may hand over any
/// number — NaN, infinities, `math.mininteger`, 1e300 — and Swift code traps
/// on overflow and on converting such values to `Int`. So a Swift `Double`
/// from Lua is always finite, and a Swift `Int` from Lua always lies within
/// ±2^53 (where integers and floats agree, and where sums and small products
/// stay far from overflow). Everything else is refused with a reason in Lua's
/// words, which argument and property errors show.
public enum LuaNumbers {
    /// The largest magnitude of an integer from Lua: 2^53.
    public static let integerLimit = 1 << 53

    /// `value` when it is within ±`integerLimit`.
    @inlinable
    public static func integer(_ value: Int) -> Int? {
        value >= -integerLimit && value <= integerLimit ? value : nil
    }

    /// `value` as an integer when it is one exactly and within ±`integerLimit`.
    @inlinable
    public static func integer(exactly value: Double) -> Int? {
        guard value.isFinite, value.rounded() == value, abs(value) <= Double(integerLimit) else { return nil }
        return Int(value)
    }

    /// `value` when it is finite.
    @inlinable
    public static func finite(_ value: Double) -> Double? {
        value.isFinite ? value : nil
    }

    /// Why a number cannot become a Swift value of `type`, or nil when the
    /// value is not a number (then the message is the usual "X expected, got
    /// Y"): "number has no integer representation", "finite number expected,
    /// got inf", "integer out of range (±2^53 expected, got …)".
    public static func refusal(of value: LuaValue, for type: Any.Type) -> String? {
        let wantsInteger = type == Int.self || type == Int?.self
        let wantsNumber = wantsInteger || type == Double.self || type == Double?.self
        guard wantsNumber else { return nil }
        switch value {
        case .integer(let value):
            return wantsInteger && integer(value) == nil ? "integer from -2^53 to 2^53 expected, got \(value)" : nil
        case .number(let number):
            if !number.isFinite { return "finite number expected, got \(describe(number))" }
            guard wantsInteger else { return nil }
            if number.rounded() != number { return "number has no integer representation" }
            return "integer from -2^53 to 2^53 expected, got \(describe(number))"
        default:
            return nil
        }
    }

    /// A number as Lua prints it: `nan`, `inf`, `-inf`, `1e+300`.
    public static func describe(_ number: Double) -> String {
        if number.isNaN { return number.sign == .minus ? "-nan" : "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        if number.rounded() == number && abs(number) < 1e15 { return String(Int(number)) }
        return "\(number)"
    }
}
