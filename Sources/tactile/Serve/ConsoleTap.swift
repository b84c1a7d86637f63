import TactileWorkbench

/// Where a REPL's output goes when a workbench shares it: to the terminal as usual, and, while a
/// page's console line runs, to the page too (captured); nowhere while a replay runs. Lines
/// written while the terminal waits at its prompt first clear the prompt's line (the line
/// editor draws it again after).
final class ConsoleTap {
    /// The terminal's console; nil when there is no terminal to write to (`tactile serve`).
    private let terminal: Console?
    private var captured: ConsoleReply?
    /// Whether lines are kept for `takeRecent()` (a REPL with a workbench: the terminal's lines
    /// show on the pages too).
    var recordsRecent = false
    private var recent = ConsoleReply()
    /// The most lines `recent` keeps.
    static let mostRecent = 1_000
    private var silenced = 0
    /// Set while the terminal waits at its prompt: the first line written then clears it.
    private var promptShowing = false
    /// Whether anything was written while the prompt was showing.
    private(set) var wroteOverPrompt = false

    init(terminal: Console?) {
        self.terminal = terminal
    }

    /// The console to give the REPL: its lines come through the tap, coloured as the terminal
    /// wants them; what is captured has the colours taken out.
    var console: Console {
        Console(colors: terminal?.colors ?? false, output: { [weak self] in self?.write($0, isError: false) },
                errors: { [weak self] in self?.write($0, isError: true) })
    }

    private func write(_ text: String, isError: Bool) {
        guard silenced == 0 else { return }
        if captured != nil || recordsRecent {
            let plain = Self.withoutEscapes(text)
            if isError { captured?.errors.append(plain) } else { captured?.output.append(plain) }
            if recordsRecent && captured == nil && recent.output.count + recent.errors.count < Self.mostRecent {
                if isError { recent.errors.append(plain) } else { recent.output.append(plain) }
            }
        }
        guard let terminal else { return }
        if promptShowing && !wroteOverPrompt {
            wroteOverPrompt = true
            Console.standardOutput("\r\u{1B}[K", newline: false)
        }
        if isError { terminal.errors(text) } else { terminal.output(text) }
    }

    /// Text without its ANSI colour escapes (`ESC [ … m`).
    static func withoutEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = "", inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// Runs `body` and returns what it wrote (which the terminal shows too).
    func capture(_ body: () -> Void) -> ConsoleReply {
        let outer = captured
        captured = ConsoleReply()
        body()
        let reply = captured ?? ConsoleReply()
        captured = outer
        return reply
    }

    /// Writes a line on the terminal only (a page's console line, shown where the REPL runs).
    func terminalLine(_ text: String) {
        guard silenced == 0, let terminal else { return }
        if promptShowing && !wroteOverPrompt {
            wroteOverPrompt = true
            Console.standardOutput("\r\u{1B}[K", newline: false)
        }
        terminal.output(text)
    }

    /// What was written since the last call (outside captures), when `recordsRecent`.
    func takeRecent() -> ConsoleReply {
        defer { recent = ConsoleReply() }
        return recent
    }

    /// Runs `body` writing nothing anywhere.
    func silently(_ body: () -> Void) {
        silenced += 1
        defer { silenced -= 1 }
        body()
    }

    /// Runs work done while the terminal waits at its prompt; true when it wrote over the prompt.
    func whileAtPrompt(_ body: () -> Void) -> Bool {
        promptShowing = true
        wroteOverPrompt = false
        body()
        promptShowing = false
        _ = takeRecent()
        return wroteOverPrompt
    }
}
