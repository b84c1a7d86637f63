import CCairo
import ControlKit

/// The lines a wrapping Pango layout breaks a long text into, found piece by piece so that the
/// cost stays linear in the text.
///
/// Pango's cost for one layout grows with its characters times its lines — 16,000 characters one
/// per line take seconds, 64,000 short paragraphs too — so a long text is never given to Pango
/// whole. Its bytes are laid out a piece at a time at the layout's width: every line of a piece but
/// the last is kept (a line's breaks depend only on the text from its start, as Pango breaks
/// greedily), and the next piece starts where that last line began. A piece that holds a single
/// line is doubled until it holds two or the text ends. Lines are found only as far as the caller
/// needs them (`stop`), so drawing a long text in a short box lays out only what shows, and
/// each piece asks `LayoutWork` first, so a budget, a time limit or Ctrl-C stops a long one.
struct WrappedLines {
    /// One line: its bytes in the text (with the line break that ends it) and its logical size.
    struct Line {
        let bytes: Range<Int>
        let width: Double
        let height: Double
    }

    /// The lines found, in order.
    private(set) var lines: [Line] = []
    /// Whether every line of the text was found (else finding stopped where `stop` said).
    private(set) var isComplete = false
    /// How many bytes were given to Pango in all: the work done, linear in the text.
    private(set) var bytesLaidOut = 0

    /// The bytes a piece starts with.
    static let pieceLength = 256

    /// Finds the lines of `bytes` laid out by `layout` (whose font, width and wrapping are set; its
    /// text is replaced), until `stop` answers true for the lines found so far.
    init(_ bytes: [UInt8], layout: OpaquePointer, stop: ([Line]) -> Bool) {
        var start = 0
        var length = Self.pieceLength
        while start < bytes.count {
            let end = Self.characterBoundary(in: bytes, atOrAfter: min(bytes.count, start + length))
            guard LayoutWork.mayGoOn(laying: end - start) else { return }
            let isLast = end == bytes.count
            let found = Self.lines(of: bytes, start..<end, in: layout)
            bytesLaidOut += end - start
            let kept = isLast ? found.count : found.count - 1
            if kept < 1 {
                length *= 2
                continue
            }
            for line in found.prefix(kept) {
                lines.append(line)
                if stop(lines) { return }
            }
            if isLast { break }
            start = found[kept].bytes.lowerBound
            length = Self.pieceLength
        }
        isComplete = true
    }

    /// The first index at or after `index` that starts a UTF-8 character (or the end).
    private static func characterBoundary(in bytes: [UInt8], atOrAfter index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// The lines of `range` of `bytes` laid out alone, with their byte ranges in `bytes`.
    private static func lines(of bytes: [UInt8], _ range: Range<Int>, in layout: OpaquePointer) -> [Line] {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.advanced(by: range.lowerBound).withMemoryRebound(to: CChar.self, capacity: range.count) { text in
                pango_layout_set_text(layout, text, Int32(range.count))
            }
        }
        var starts: [Int] = []
        var sizes: [(Double, Double)] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        let unit = Double(tactile_pango_scale())
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            starts.append(range.lowerBound + Int(pango_layout_iter_get_line_readonly(iterator).pointee.start_index))
            sizes.append((Double(logical.width) / unit, Double(logical.height) / unit))
        } while pango_layout_iter_next_line(iterator) != 0
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : range.upperBound
            return Line(bytes: starts[index]..<max(starts[index], end), width: sizes[index].0, height: sizes[index].1)
        }
    }

    /// The text of the first `count` lines, one paragraph each (their line breaks and the spaces
    /// a wrap left at their ends taken off), for a layout that draws them as they were found.
    func text(ofFirst count: Int, in bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        for (index, line) in lines.prefix(count).enumerated() {
            if index > 0 { text.append(0x0A) }
            var end = line.bytes.upperBound
            while end > line.bytes.lowerBound, [0x0A, 0x0D, 0x20].contains(bytes[end - 1]) { end -= 1 }
            text.append(contentsOf: bytes[line.bytes.lowerBound..<end])
        }
        return text
    }
}
