import ControlKit
import Foundation
import Rendering
import Testing

/// Compares a rendering with its committed snapshot, `__snapshots__/<name>.png` beside this file.
///
/// A missing snapshot is recorded (and the test passes, saying so) unless `CI` is set;
/// `TACTILE_RECORD=1` records every snapshot again. On a mismatch — more than `allowedShare` of
/// the pixels off by more than `tolerance` — the test fails and `<name>.received.png` and
/// `<name>.diff.png` (the differing pixels in magenta) are written beside the snapshot.
func expectSnapshot(_ image: Image, named name: String, tolerance: Int = 6, allowedShare: Double = 0.002,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__snapshots__")
    let path = folder.appendingPathComponent(name + ".png").path
    let environment = ProcessInfo.processInfo.environment
    do {
        let exists = FileManager.default.fileExists(atPath: path)
        if environment["TACTILE_RECORD"] == "1" || !exists {
            guard environment["CI"] == nil || environment["TACTILE_RECORD"] == "1" else {
                Issue.record("snapshot \(name).png is missing (record it by running the tests without CI set)", sourceLocation: sourceLocation)
                return
            }
            try image.writePNG(toFile: path)
            return
        }
        let expected = try Image(contentsOfPNGFile: path, scale: image.scale)
        let comparison = SnapshotComparison(expected: expected, actual: image, tolerance: tolerance)
        let received = folder.appendingPathComponent(name + ".received.png").path
        let diff = folder.appendingPathComponent(name + ".diff.png").path
        guard comparison.matches(allowingShare: allowedShare) else {
            try image.writePNG(toFile: received)
            try comparison.diffImage?.writePNG(toFile: diff)
            let what = comparison.sizesDiffer
                ? "size \(image.width)×\(image.height) differs from the snapshot's \(expected.width)×\(expected.height)"
                : "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ"
            Issue.record("snapshot \(name).png: \(what); see \(name).received.png and \(name).diff.png", sourceLocation: sourceLocation)
            return
        }
        try? FileManager.default.removeItem(atPath: received)
        try? FileManager.default.removeItem(atPath: diff)
    } catch {
        Issue.record("snapshot \(name).png: \(error)", sourceLocation: sourceLocation)
    }
}

/// Renders views side by side on a white card at 2×, each in its own cell, so one snapshot shows a
/// control in all its states.
func stateSheet(cell: Size, _ views: [View], columns: Int? = nil, background: Color = .white,
                prepare: (Window) -> Void = { _ in }) throws -> Image {
    let perRow = columns ?? views.count
    let rows = (views.count + perRow - 1) / perRow
    let application = Application()
    application.textMeasurer = PangoTextMeasurer.shared
    let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: cell.width * Double(perRow), height: cell.height * Double(rows)))
    window.backgroundColor = background
    for (index, view) in views.enumerated() {
        let column = index % perRow, row = index / perRow
        view.center = Point(x: cell.width * (Double(column) + 0.5), y: cell.height * (Double(row) + 0.5))
        window.addSubview(view)
    }
    prepare(window)
    return try window.renderedImage(scale: 2)
}
