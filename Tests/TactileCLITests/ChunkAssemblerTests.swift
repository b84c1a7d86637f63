import Testing
@testable import tactile

/// The continuation rule, checked against Lua's own compiler through a real
/// session (embedding §1.2, §1.3).
@Suite("Chunk assembly")
struct ChunkAssemblerTests {
    let session: LuaSession

    init() throws {
        session = try LuaSession(host: PlainLuaHost(), options: SessionOptions(), output: { _ in })
    }

    @Test("An expression on the first line becomes a chunk returning its values, as a call's arguments (§1.3)")
    func expression() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("1 + 1", compiler: session)
            == .ready(Chunk(source: "return (function(...) return ... end)(1 + 1\n)", entry: "1 + 1", isExpression: true)))
        #expect(assembler.feed("=math.pi", compiler: session)
            == .ready(Chunk(source: "return (function(...) return ... end)(math.pi\n)", entry: "=math.pi", isExpression: true)))
        // A comment ending the line comments out nothing of the chunk.
        #expect(assembler.feed("2 -- two", compiler: session)
            == .ready(Chunk(source: "return (function(...) return ... end)(2 -- two\n)", entry: "2 -- two", isExpression: true)))
    }

    @Test("A statement runs as typed")
    func statement() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("x = 1", compiler: session)
            == .ready(Chunk(source: "x = 1", entry: "x = 1", isExpression: false)))
    }

    @Test("Input whose syntax error ends in <eof> continues; the whole is one entry (§1.2)")
    func continuation() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("function f(x)", compiler: session) == .needsMore)
        #expect(assembler.isContinuing)
        #expect(assembler.feed("  return x", compiler: session) == .needsMore)
        let source = "function f(x)\n  return x\nend"
        #expect(assembler.feed("end", compiler: session)
            == .ready(Chunk(source: source, entry: source, isExpression: false)))
        #expect(!assembler.isContinuing)
    }

    @Test("An unfinished long string continues too")
    func longString() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("s = [[first", compiler: session) == .needsMore)
        #expect(assembler.feed("second]]", compiler: session)
            == .ready(Chunk(source: "s = [[first\nsecond]]", entry: "s = [[first\nsecond]]", isExpression: false)))
    }

    @Test("Later lines are never tried as expressions (§1.3)")
    func noReturnOnContinuation() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("t = {", compiler: session) == .needsMore)
        if case .ready(let chunk) = assembler.feed("1 }", compiler: session) {
            #expect(!chunk.isExpression)
            #expect(chunk.source == "t = {\n1 }")
        } else {
            Issue.record("expected a ready chunk")
        }
    }

    @Test("A real syntax error stops at once with the statement's message")
    func syntaxError() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("x = = 1", compiler: session)
            == .syntaxError(message: "repl:1: unexpected symbol near '='", entry: "x = = 1"))
        #expect(!assembler.isContinuing)
        #expect(assembler.feed("if x then", compiler: session) == .needsMore)
        #expect(assembler.feed("else else", compiler: session)
            == .syntaxError(message: "repl:2: 'end' expected (to close 'if' at line 1) near 'else'",
                            entry: "if x then\nelse else"))
    }

    @Test("Cancelling drops the pending lines")
    func cancel() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("for i = 1, 3 do", compiler: session) == .needsMore)
        #expect(assembler.cancel() == "for i = 1, 3 do")
        #expect(!assembler.isContinuing)
        #expect(assembler.cancel() == nil)
        #expect(assembler.feed("2", compiler: session)
            == .ready(Chunk(source: ExpressionChunk.source(returning: "2"), entry: "2", isExpression: true)))
    }

    @Test("A blank first line does nothing")
    func blank() {
        var assembler = ChunkAssembler()
        #expect(assembler.feed("   ", compiler: session) == .nothing)
    }
}
