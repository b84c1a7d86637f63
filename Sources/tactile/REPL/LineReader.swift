import CEditLine
import CEditLineShim
#if canImport(Glibc)
import Glibc
#endif

/// What one read at the prompt produced.
enum LineInput: Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C at the prompt: drop the line (and any pending continuation).
    case interrupted
    /// Ctrl-D at an empty prompt, or the end of piped input.
    case end
}

/// Reads the REPL's input one line at a time.
protocol LineReading: AnyObject {
    /// Reads a line, showing `prompt` where that makes sense.
    func read(prompt: String) -> LineInput
    /// Makes `entry` reachable with the up arrow and history search.
    func remember(_ entry: String)
}

/// Reads lines from a terminal with libedit: emacs keys, history with
/// incremental search (Ctrl-R), Tab completion, and Ctrl-C that cancels the
/// line instead of ending the program.
///
/// Confined to the main thread; libedit calls back into it only from inside
/// `read(prompt:)`.
final class EditLineReader: LineReading {
    private let editor: OpaquePointer
    private let history: OpaquePointer
    private let complete: (String) -> CompletionReply
    private let bracketedPaste: Bool
    /// The prompt libedit shows, as a C string owned by the reader.
    private var prompt: UnsafeMutablePointer<CChar> = strdup("")
    /// Other work done while waiting for a key (see `whileWaiting`); true when it wrote output.
    private var waitingWork: (() -> Bool)?

    /// Sets up libedit on the process's terminal. `entries` seed the history
    /// (oldest first, as the bytes the history file holds); `complete`
    /// answers Tab with the line up to the cursor. With `bracketedPaste`, the
    /// terminal is asked to mark pasted text while a line is read, so that a
    /// paste is inserted as it is (its tabs and newlines included) instead of
    /// being taken as keys. The SIGINT handler must already be installed
    /// (`SignalTrap`).
    init?(entries: [[UInt8]], historySize: Int, bracketedPaste: Bool,
          complete: @escaping (String) -> CompletionReply) {
        // Without the locale, libedit silently drops every non-ASCII character.
        ceditline_adopt_locale()
        guard let editor = el_init("tactile", ceditline_stdin(), ceditline_stdout(), ceditline_stderr()),
              let history = history_init()
        else { return nil }
        self.editor = editor
        self.history = history
        self.complete = complete
        self.bracketedPaste = bracketedPaste

        ceditline_history_set_size(history, Int32(clamping: historySize))
        ceditline_history_set_unique(history, 1)
        for entry in entries {
            (entry + [0]).withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { _ = ceditline_history_enter(history, $0.baseAddress) }
            }
        }

        ceditline_set_editor(editor, "emacs")
        // Lets a SIGINT interrupt `el_gets` (our handler has no SA_RESTART).
        ceditline_set_signal_handling(editor, 1)
        // ...even when it arrives while libedit is busy rather than reading.
        ceditline_use_interruptible_reader(editor)
        ceditline_set_history(editor, history)
        ceditline_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        ceditline_set_prompt(editor) { editor in
            guard let reader = EditLineReader.owner(of: editor) else { return nil }
            return reader.prompt
        }
        ceditline_add_command(editor, "tactile-complete", "complete the word before the cursor") { editor, _ in
            guard let reader = EditLineReader.owner(of: editor) else { return UInt8(CC_ERROR) }
            return reader.completeAtCursor()
        }
        ceditline_bind(editor, "^I", "tactile-complete")
        // Search back through history as a shell does.
        ceditline_bind(editor, "^R", "em-inc-search-prev")
        // The user's ~/.editrc may change any of this.
        el_source(editor, nil)
    }

    deinit {
        ceditline_set_wake(-1, nil)
        el_end(editor)
        history_end(history)
        free(prompt)
    }

    func read(prompt: String) -> LineInput {
        free(self.prompt)
        self.prompt = strdup(prompt)
        _ = ceditline_take_interrupt()
        var count: Int32 = 0
        ceditline_prepare_terminal(editor)
        if bracketedPaste { ceditline_bracketed_paste(ceditline_stdout(), 1) }
        let line = el_gets(editor, &count)
        if bracketedPaste { ceditline_bracketed_paste(ceditline_stdout(), 0) }
        guard let line else {
            if count < 0 && (ceditline_take_interrupt() != 0 || ceditline_errno() == ceditline_eintr()) {
                // libedit left the cursor on the abandoned line.
                fputs("\n", ceditline_stdout())
                el_reset(editor)
                return .interrupted
            }
            if count < 0 { return .end }
            // Ctrl-D: move off the prompt line before the program goes on.
            fputs("\n", ceditline_stdout())
            return .end
        }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return .line(text)
    }

    func remember(_ entry: String) {
        ceditline_history_enter(history, entry)
    }

    /// While waiting for a key, also waits for `descriptor` to become readable and then runs
    /// `work` on this thread (a workbench's page, sharing the session); when `work` says it wrote
    /// output, the prompt and the line being edited are drawn again below it. Nil stops it.
    func whileWaiting(for descriptor: Int32?, _ work: (() -> Bool)?) {
        waitingWork = work
        guard let descriptor, work != nil else { return ceditline_set_wake(-1, nil) }
        ceditline_set_wake(descriptor) { editor in
            guard let reader = EditLineReader.owner(of: editor), let work = reader.waitingWork else { return }
            if work() { ceditline_refresh(editor) }
        }
    }

    private static func owner(of editor: OpaquePointer?) -> EditLineReader? {
        guard let editor, let data = ceditline_client_data(editor) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    /// Answers Tab: in a paste, inserts a tab; otherwise inserts what all
    /// candidates share, lists them when several are left, beeps when none is.
    private func completeAtCursor() -> UInt8 {
        if ceditline_pasting() != 0 {
            el_insertstr(editor, "\t")
            return UInt8(CC_REFRESH)
        }
        guard let info = el_line(editor)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let length = buffer.distance(to: cursor)
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        let before = String(decoding: bytes, as: UTF8.self)
        let reply = complete(before)
        if !reply.insertion.isEmpty {
            el_insertstr(editor, reply.insertion)
        }
        if reply.listing.count > 1 && reply.insertion.isEmpty {
            let width = Int(ceditline_terminal_columns(1))
            fputs("\n" + Self.columns(reply.listing, width: width > 0 ? width : 80) + "\n", ceditline_stdout())
            return UInt8(CC_REDISPLAY)
        }
        if reply.insertion.isEmpty { return UInt8(CC_REFRESH_BEEP) }
        return UInt8(CC_REFRESH)
    }

    /// Names laid out in columns, row by row, within `width` characters.
    static func columns(_ names: [String], width: Int) -> String {
        let cell = (names.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / cell)
        var rows: [String] = []
        var start = 0
        while start < names.count {
            let row = names[start..<min(start + perRow, names.count)]
            let padded = row.enumerated().map { index, name in
                index == row.count - 1 ? name : name + String(repeating: " ", count: cell - name.count)
            }
            rows.append(padded.joined())
            start += perRow
        }
        return rows.joined(separator: "\n")
    }
}

/// Reads lines from piped input: no prompts, no escapes, no history.
final class PlainLineReader: LineReading {
    func read(prompt: String) -> LineInput {
        guard let line = readLine(strippingNewline: true) else { return .end }
        return .line(line)
    }

    func remember(_ entry: String) {}
}
