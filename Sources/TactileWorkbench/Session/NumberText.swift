/// Numbers as the workbench writes them in lines and in saved scenarios: integral values without
/// a fraction (`120`), others with as many digits as needed to read back the same (`0.25`).
enum NumberText {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
