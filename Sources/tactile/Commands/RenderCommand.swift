import ArgumentParser
import ControlKit
import Foundation
import TactileScripting

/// `tactile render file.lua [--view NAME] [--scale 2] -o out.png`: runs a script, then writes a
/// picture of what it built — the window, or one view.
///
///     $ tactile render knob_demo.lua --view Knob#1 -o knob.png
///     wrote Knob#1 (200×200 pixels) to knob.png
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Run a Lua script and write a PNG of the window or of one view it built.",
        discussion: "The script runs as with `tactile run`, in the same sandbox. Exits with status 1 when it fails or the view cannot be found or drawn."
    )

    @Argument(help: "The Lua script that builds the views.")
    var file: String

    @Option(name: .customLong("view"),
            help: ArgumentHelp("A global holding the view, or its name in the traffic such as Knob#1 (default: the window).",
                               valueName: "name"))
    var viewName: String?

    @Option(parsing: .unconditional, help: "Pixels per point, above 0 and at most 16.")
    var scale: Double = ScriptSession.defaultRenderScale

    @Option(name: .short, help: ArgumentHelp("The PNG file to write.", valueName: "out.png"))
    var output: String

    @OptionGroup var limits: ScenarioLimitOptions

    @OptionGroup var plugins: PluginPathOptions

    func validate() throws {
        guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("no such file: \(file)") }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be above 0 and at most 16, got \(scale)") }
        do { try FileReplacement.checkReplaceable(output) } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let stages = StageKeeper(make: plugins.makeStage)
        let settings = ScenarioSettings(instructionBudget: limits.instructionBudget, memoryLimit: limits.memory << 20,
                                        timeLimit: limits.timeLimit)
        let runner = ScenarioRunner(settings: settings, makeStage: stages.make)
        var failed = false
        var drawn: Result<(name: String, image: Image), RenderFailure>?
        _ = runner.run(script: file, progress: { result in
            guard result.isFailure else { return }
            failed = true
            ReportOutput.error(TerminalReport.failure(result))
        }, beforeClosing: {
            // The script's globals go with its state: find and draw the view before it closes.
            guard !failed, let session = (stages.made as? ControlStage)?.session else { return }
            drawn = draw(in: session)
        })
        switch drawn {
        case nil:
            throw ExitCode(1)
        case .failure(let failure)?:
            ReportOutput.error("tactile render: error: \(failure.message)")
            throw ExitCode(1)
        case .success(let (name, image))?:
            do {
                try FileReplacement.write(try image.pngData(), to: output)
            } catch {
                ReportOutput.error("tactile render: error: \(error)")
                throw ExitCode(1)
            }
            ReportOutput.line("wrote \(name) (\(image.width)×\(image.height) pixels) to \(output)")
        }
    }

    /// The picture of the view asked for, drawn from the session the script built.
    private func draw(in session: ScriptSession) -> Result<(name: String, image: Image), RenderFailure> {
        guard let view = viewName.map(session.view(named:)) ?? session.stage.window else {
            return .failure(RenderFailure(message: "no view named '\(viewName ?? "")' (a global holding a view, or a name such as Knob#1)"))
        }
        do {
            let image = try session.picture(of: view, scale: scale, touches: false)
            if let note = ScriptSession.drawingNothingNote(for: session.namesOfDefinedViewsDrawingNothing(in: view)) {
                ReportOutput.error("tactile render: " + note)
            }
            return .success((session.stage.application.name(of: view).description, image))
        } catch {
            return .failure(RenderFailure(message: "\(error)"))
        }
    }
}

/// Why `render` drew nothing.
private struct RenderFailure: Error {
    let message: String
}
