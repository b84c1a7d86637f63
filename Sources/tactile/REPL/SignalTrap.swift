import CEditLineShim

/// The REPL's hold on SIGINT.
///
/// While installed, Ctrl-C no longer ends the process: it raises a flag, which
/// makes libedit's read return with EINTR (the prompt cancels the line), and,
/// while Lua code runs, calls the interrupt action armed for it, which makes the
/// running chunk fail with an "interrupted" error. The third Ctrl-C while the
/// same code runs ends the program, for code the interrupt cannot reach.
enum SignalTrap {
    /// The C function the handler calls while code runs, and its argument.
    typealias InterruptAction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Catches SIGINT from now on.
    static func install() {
        ceditline_install_sigint_handler()
    }

    /// Gives SIGINT its default action back.
    static func uninstall() {
        ceditline_restore_default_sigint()
    }

    /// Runs `body` with `action(context)` armed for SIGINT, and disarms it
    /// afterwards so a Ctrl-C at the prompt cannot reach the next chunk.
    static func whileRunning<T>(
        interrupt action: InterruptAction, context: UnsafeMutableRawPointer?, _ body: () throws -> T
    ) rethrows -> T {
        _ = ceditline_take_interrupt()
        ceditline_set_interrupt_action(action, context)
        defer { ceditline_set_interrupt_action(nil, nil) }
        return try body()
    }

    /// Whether SIGINT arrived since the last look; lowers the flag.
    static func takeInterrupt() -> Bool {
        ceditline_take_interrupt() != 0
    }
}
