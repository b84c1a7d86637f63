/// How heavy a step of long model work is, for `VirtualClock.mayContinue`: roughly what it
/// costs next to one instruction of a script, so a host can count it against a script's
/// instruction budget.
public enum StepWeight {
    /// A synthesized touch moving, a tap, a key typed.
    public static let touch = 1_000
    /// A timer or delayed call firing as the clock advances.
    public static let timer = 100
    /// A row height asked of a table's delegate.
    public static let row = 10
}
