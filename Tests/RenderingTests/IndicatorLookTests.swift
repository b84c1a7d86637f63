import ControlKit
import Rendering
import Testing

/// The iOS 13 look of progress views and activity indicators, compared with committed snapshots.
@Suite("Appearance: progress and activity")
struct IndicatorLookTests {
    @Test("progress views at 0, 0.35 and 1, tinted, bar style, with images")
    func progressViews() throws {
        func make(_ progress: Double, style: ProgressView.Style = .default, _ configure: (ProgressView) -> Void = { _ in }) -> ProgressView {
            let view = ProgressView(frame: Rect(x: 0, y: 0, width: 200, height: 4), style: style)
            view.progress = progress
            configure(view)
            return view
        }
        let stripes = try Image(width: 8, height: 4) { x, _ in x < 4 ? .systemGreen : Color(hex: 0x30B050) }.resizableImage(withCapInsets: .zero, resizingMode: .tile)
        let sheet = try stateSheet(cell: Size(width: 220, height: 24), [
            make(0), make(0.35), make(1),
            make(0.6) { $0.progressTintColor = .systemOrange; $0.trackTintColor = Color(hex: 0xFFE0B0) },
            make(0.5, style: .bar),
            make(0.7) { $0.progressImage = stripes },
        ], columns: 3)
        expectSnapshot(sheet, named: "progress-states")
    }

    @Test("the filled part ends at progress × width")
    func progressGeometry() throws {
        let view = ProgressView(frame: Rect(x: 0, y: 0, width: 100, height: 4))
        view.progress = 0.5
        let image = try stateSheet(cell: Size(width: 100, height: 4), [view])
        #expect(image.rgba(96, 4).isClose(to: RGBA(Color.systemBlue), tolerance: 3))
        #expect(image.rgba(104, 4).isClose(to: RGBA(Color.systemFill.composited(over: .white)), tolerance: 3))
    }

    @Test("activity indicators: medium, large, coloured")
    func spinners() throws {
        func make(_ style: ActivityIndicatorView.Style, _ color: Color? = nil) -> ActivityIndicatorView {
            let spinner = ActivityIndicatorView(style: style)
            spinner.color = color
            spinner.startAnimating()
            return spinner
        }
        let sheet = try stateSheet(cell: Size(width: 60, height: 60), [make(.medium), make(.large), make(.large, .systemBlue)])
        expectSnapshot(sheet, named: "activity-indicator-states")
    }
}
