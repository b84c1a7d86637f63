import CCairo
import Foundation

/// The fonts Tactile draws text with: DejaVu Sans, from a private font configuration that holds
/// only its files, so no font of the environment (and no fallback font) changes a pixel.
///
/// Pango's objects are not thread-safe: each thread gets its own font map (`FontLibrary.current`),
/// built on the one shared configuration.
package final class FontLibrary {
    /// The family every system font is drawn in.
    static let family = "DejaVu Sans"

    /// The files of the family: regular and bold (other weights are synthesized from these).
    static let files = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ]

    /// The font configuration, made once for the process; nil when a font file is missing.
    private static let configuration: SharedConfiguration? = SharedConfiguration()

    /// The font file that is missing, if one is (checked once).
    static let missingFile: String? = files.first { !FileManager.default.fileExists(atPath: $0) }

    /// This thread's library.
    package static var current: FontLibrary {
        let key = "tactile.FontLibrary"
        if let library = Thread.current.threadDictionary[key] as? FontLibrary { return library }
        let library = FontLibrary()
        Thread.current.threadDictionary[key] = library
        return library
    }

    /// The thread's font map.
    package let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// A context for measuring text, with the fixed font options.
    let measuringContext: OpaquePointer

    private init() {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        if let configuration = FontLibrary.configuration {
            pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.pointer)
        }
        measuringContext = FontLibrary.makeContext(fontMap)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(fontMap)
    }

    /// A Pango context with the options that keep pixels stable: grey antialiasing, no hinting,
    /// no hinted metrics, unrounded glyph positions, English, left to right.
    package static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        return context
    }

    /// The process-wide fontconfig configuration holding the family's files.
    private final class SharedConfiguration: @unchecked Sendable {
        let pointer: OpaquePointer

        init?() {
            guard FontLibrary.missingFile == nil, let config = FcConfigCreate() else { return nil }
            for file in FontLibrary.files {
                _ = FcConfigAppFontAddFile(config, file)
            }
            pointer = config
        }
    }
}
