import ControlKit
import Foundation
import LuaKit
import TactileScripting

/// What `:show` was asked for: which view (a Lua expression, the window by default), whether
/// to draw the fingers of the latest gesture over it, and a PNG file to write instead of
/// drawing in the terminal.
struct PictureRequest: Equatable {
    var view: String?
    var touches = false
    var file: String?

    /// Reads `[view] [touches] [file.png]`, in any order; nil when a word is left over.
    init?(arguments: [String]) {
        for word in arguments {
            if word == "touches", !touches {
                touches = true
            } else if word.lowercased().hasSuffix(".png"), file == nil {
                file = word
            } else if view == nil {
                view = word
            } else {
                return nil
            }
        }
    }

    /// Draws the view at 2×: into the file (saying where), or as terminal graphics.
    func perform(in session: ScriptSession, terminal: TerminalPicture.Terminal) throws -> String {
        let target = try resolveView(in: session)
        let image = try session.picture(of: target, scale: ScriptSession.defaultRenderScale, touches: touches)
        let name = session.stage.application.name(of: target)
        let note = ScriptSession.drawingNothingNote(for: session.namesOfDefinedViewsDrawingNothing(in: target)).map { "\n" + $0 } ?? ""
        if let file {
            try FileReplacement.write(try image.pngData(), to: file)
            return "wrote \(name) (\(image.width)×\(image.height) pixels) to \(file)" + note
        }
        return try TerminalPicture.text(for: image, in: terminal) + "\(name), \(image.width)×\(image.height) pixels" + note
    }

    /// The view the expression names, or the window.
    private func resolveView(in session: ScriptSession) throws -> View {
        guard let view else { return session.stage.window }
        let value = try session.run(ExpressionChunk.source(returning: view), chunkName: "=show").first ?? .nil
        guard let found = session.object(from: value) as? View else {
            throw PluginCommandFailure(description: ":show: '\(view)' is \(session.classes.typeName(of: value)), not a view")
        }
        return found
    }
}
