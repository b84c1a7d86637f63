import ControlKit
import LuaKit

/// The graphics context a Lua `draw` receives (`ctx`): Core Graphics' calls on the context the
/// view or layer is drawn into, plus the context's current path, which `addPath`, `moveTo`,
/// `addLineTo`, … build and `fillPath`, `strokePath` and `clip` use up, as in `CGContext`.
///
/// It serves one drawing pass: once the `draw` that received it returns, using it is an error
/// (`the context of a draw call was used after the call returned`), never a crash.
final class ScriptGraphicsContext {
    /// The context drawn into, until the pass ends.
    private(set) var target: (any GraphicsContext)?
    /// Core Graphics' current path: built by the path calls, used up by fill, stroke and clip.
    var path = Path()

    init(_ target: any GraphicsContext) {
        self.target = target
    }

    /// Ends the pass: later calls fail.
    func finish() {
        target = nil
        path = Path()
    }

    /// The context, or the error for a call after the pass ended.
    func context(for function: String) throws(ScriptError) -> any GraphicsContext {
        guard let target else {
            throw .message("'\(function)': the context of a draw call was used after the call returned "
                           + "(draw only inside draw, with the context it is given)")
        }
        return target
    }

    /// Takes the current path for a fill, stroke or clip, which use it up.
    func takePath() -> Path {
        defer { path = Path() }
        return path
    }
}
