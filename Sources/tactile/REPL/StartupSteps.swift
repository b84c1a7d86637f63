/// What `-i file` and `-e chunk` ask for, in the order they were given on the command
/// line, as Lua's standalone interpreter runs its `-e` and `-l` options. Each option is
/// spelled `-e chunk` or `-e=chunk`.
enum StartupStep: Equatable {
    /// `-i file`: run a file.
    case file(String)
    /// `-e chunk`: run a chunk, printing an expression's values.
    case chunk(String)

    /// The steps for the parsed `files` and `chunks`, ordered as their options appear in
    /// `arguments` (the command line without the program's name). Options after `--` are
    /// operands, not options. Parsed values the arguments do not account for follow at the
    /// end, files first, so nothing given is ever dropped.
    static func ordered(files: [String], chunks: [String], arguments: [String]) -> [StartupStep] {
        var files = files[...]
        var chunks = chunks[...]
        var steps: [StartupStep] = []
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            let option = argument.prefix(2)
            if option == "-i" || option == "-e", argument.count == 2 || argument.dropFirst(2).hasPrefix("=") {
                if option == "-i", let file = files.popFirst() { steps.append(.file(file)) }
                if option == "-e", let chunk = chunks.popFirst() { steps.append(.chunk(chunk)) }
                // `-e chunk` takes the next argument as its value; `-e=chunk` holds it.
                if argument.count == 2 { index += 1 }
            }
            index += 1
        }
        return steps + files.map(StartupStep.file) + chunks.map(StartupStep.chunk)
    }
}
