import CChafa
import ControlKit
import Foundation
import Rendering

/// A picture printed in a terminal through chafa: as a kitty or sixel image where the terminal
/// shows those, as Unicode block symbols in true colour (or 256 colours) otherwise; sized to the
/// terminal, never larger than the picture.
enum TerminalPicture {
    /// What chafa draws with.
    enum Mode: String, Equatable {
        case kitty, sixels, symbols
    }

    /// The terminal a picture is printed in: its size in cells (and in pixels when it says) and
    /// the environment that tells chafa which terminal it is.
    struct Terminal {
        var columns: Int
        var rows: Int
        /// The size of one cell in pixels, when the terminal reports it.
        var cellWidth: Int?
        var cellHeight: Int?
        var environment: [String: String]

        /// The terminal on standard output (80×24 when it reports no size).
        static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
            var size = winsize()
            let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
            let columns = known ? Int(size.ws_col) : 80, rows = known ? Int(size.ws_row) : 24
            let pixels = known && size.ws_xpixel > 0 && size.ws_ypixel > 0
            return Terminal(columns: columns, rows: rows,
                            cellWidth: pixels ? Int(size.ws_xpixel) / columns : nil,
                            cellHeight: pixels ? Int(size.ws_ypixel) / rows : nil,
                            environment: environment)
        }
    }

    /// The escape text that shows `image` (drawn over white) in the terminal, followed by a newline.
    static func text(for image: Image, in terminal: Terminal) throws -> String {
        let flat = try onWhite(image)
        let info = detect(terminal.environment)
        defer { chafa_term_info_unref(info) }
        let mode = self.mode(of: info)
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        var width = Int32(max(1, terminal.columns - 1)), height = Int32(max(1, terminal.rows - 2))
        let cellWidth = terminal.cellWidth ?? 10, cellHeight = terminal.cellHeight ?? 20
        if mode == .symbols {
            // A symbol cell stands for about 4×8 points: more cells would only enlarge the picture.
            width = min(width, Int32((flat.size.width / 4).rounded(.up)))
            height = min(height, Int32((flat.size.height / 8).rounded(.up)))
        } else {
            width = min(width, Int32((flat.width + cellWidth - 1) / cellWidth))
            height = min(height, Int32((flat.height + cellHeight - 1) / cellHeight))
        }
        chafa_calc_canvas_geometry(Int32(flat.width), Int32(flat.height), &width, &height,
                                   Float(cellWidth) / Float(cellHeight), 0, 0)
        chafa_canvas_config_set_geometry(config, width, height)
        chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
        chafa_canvas_config_set_pixel_mode(config, pixelMode(mode))
        chafa_canvas_config_set_canvas_mode(config, canvasMode(of: info))
        let symbols = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(symbols) }
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
        chafa_canvas_config_set_symbol_map(config, symbols)
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        // Premultiplied ARGB words are B, G, R, A in memory on a little-endian machine: chafa's BGRA8.
        var pixels = flat.premultipliedPixels
        pixels.withUnsafeMutableBytes { bytes in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_BGRA8_PREMULTIPLIED, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                         Int32(flat.width), Int32(flat.height), Int32(flat.width * 4))
        }
        guard let printed = chafa_canvas_print(canvas, info) else { return "" }
        defer { tactile_chafa_free_string(printed) }
        return String(cString: printed.pointee.str) + "\n"
    }

    /// How chafa will draw in a terminal described by an environment.
    static func mode(environment: [String: String]) -> Mode {
        let info = detect(environment)
        defer { chafa_term_info_unref(info) }
        return mode(of: info)
    }

    private static func detect(_ environment: [String: String]) -> OpaquePointer {
        var strings = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { strings.forEach { free($0) } }
        return strings.withUnsafeMutableBufferPointer { pointer in
            chafa_term_db_detect(chafa_term_db_get_default(), pointer.baseAddress)
        }
    }

    private static func mode(of info: OpaquePointer) -> Mode {
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1) != 0 { return .kitty }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_BEGIN_SIXELS) != 0 { return .sixels }
        return .symbols
    }

    private static func pixelMode(_ mode: Mode) -> ChafaPixelMode {
        switch mode {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .sixels: CHAFA_PIXEL_MODE_SIXELS
        case .symbols: CHAFA_PIXEL_MODE_SYMBOLS
        }
    }

    /// True colour where the terminal takes it, else 256 colours, else 16.
    private static func canvasMode(of info: OpaquePointer) -> ChafaCanvasMode {
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT) != 0 { return CHAFA_CANVAS_MODE_TRUECOLOR }
        if chafa_term_info_have_seq(info, CHAFA_TERM_SEQ_SET_COLOR_FGBG_256) != 0 { return CHAFA_CANVAS_MODE_INDEXED_256 }
        return CHAFA_CANVAS_MODE_INDEXED_16
    }

    /// The picture drawn over white, as a window on iOS shows over its system background.
    static func onWhite(_ image: Image) throws -> Image {
        let renderer = try ImageRenderer(size: image.size, scale: image.scale)
        return try renderer.image { context in
            context.setFillColor(.white)
            context.fill(Rect(origin: .zero, size: image.size))
            context.draw(image, in: Rect(origin: .zero, size: image.size))
        }
    }
}
