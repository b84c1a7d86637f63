import CCairo
import ControlKit

/// Paths and coordinates handed to cairo.
package enum CairoPath {
    /// The largest coordinate passed to cairo; beyond it a call is refused. cairo's fixed-point
    /// numbers hold about ±8 million device pixels: a million points is as far as drawing goes
    /// and still leaves most transforms room.
    static let coordinateLimit = 1e6

    /// Whether every number is finite and within the coordinate limit.
    static func isValid(_ numbers: [Double]) -> Bool {
        numbers.allSatisfy { $0.isFinite && abs($0) <= coordinateLimit }
    }

    /// Whether a rectangle's numbers are valid.
    static func isValid(_ rect: Rect) -> Bool {
        isValid([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height])
    }

    /// Replaces cairo's current path with a path (arcs go to cairo as arcs).
    package static func set(_ path: Path, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { x0 = p.x; y0 = p.y }
                cairo_curve_to(cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                let sweep = Path.sweep(from: start, to: end, clockwise: clockwise)
                let limited = max(-4 * Double.pi, min(4 * Double.pi, sweep))
                if clockwise {
                    cairo_arc(cr, center.x, center.y, abs(radius), start, start + limited)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, abs(radius), start, start + limited)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    /// A rectangle as cairo's current path.
    package static func set(_ rect: Rect, on cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
    }

    /// cairo's fill rule for a fill rule.
    package static func fillRule(_ rule: FillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// cairo's line cap for a line cap.
    package static func lineCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    /// cairo's line join for a line join.
    package static func lineJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// cairo's operator for a blend mode.
    package static func `operator`(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// Sets a colour, its alpha multiplied by `alpha`, as cairo's source.
    package static func setSource(_ color: Color, alpha: Double, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }
}
