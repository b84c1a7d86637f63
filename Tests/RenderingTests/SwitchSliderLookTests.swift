import ControlKit
import Rendering
import Testing

/// The iOS 13 look of switches and sliders, compared with committed snapshots.
@Suite("Appearance: switch and slider")
struct SwitchSliderLookTests {
    @Test("a switch off, on, pressed, tinted and disabled")
    func switches() throws {
        func make(_ configure: (Switch) -> Void) -> Switch {
            let control = Switch()
            configure(control)
            return control
        }
        let sheet = try stateSheet(cell: Size(width: 80, height: 56), [
            make { _ in },
            make { $0.isOn = true },
            make { $0.isHighlighted = true },
            make { $0.isOn = true; $0.isHighlighted = true },
            make { $0.isOn = true; $0.onTintColor = .systemOrange; $0.thumbTintColor = Color(hex: 0xFFF4E0) },
            make { $0.isOn = true; $0.isEnabled = false },
        ])
        expectSnapshot(sheet, named: "switch-states")
    }

    @Test("a switch's green track fills its bounds and the knob sits in thumbRect, inset 2 pt")
    func switchGeometry() throws {
        let control = Switch()
        control.isOn = true
        let image = try stateSheet(cell: Size(width: 51, height: 31), [control])
        #expect(image.rgba(4, 31).isClose(to: RGBA(Color.systemGreen), tolerance: 3))
        let knobCentre = control.knobRect.center
        #expect(image.rgba(Int(knobCentre.x * 2), Int(knobCentre.y * 2)) == RGBA(255, 255, 255))
        #expect(control.knobRect == control.thumbRect.insetBy(dx: 2, dy: 2))
    }

    @Test("a slider at 0, 0.3 and 1, tinted, with images, and disabled")
    func sliders() throws {
        func make(_ value: Double, _ configure: (Slider) -> Void = { _ in }) -> Slider {
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
            slider.value = value
            configure(slider)
            return slider
        }
        let dot = try Image(width: 16, height: 16) { x, y in
            let dx = Double(x) - 7.5, dy = Double(y) - 7.5
            return dx * dx + dy * dy < 56 ? .systemOrange : .clear
        }
        let sheet = try stateSheet(cell: Size(width: 240, height: 52), [
            make(0),
            make(0.3),
            make(1),
            make(0.6) { $0.minimumTrackTintColor = .systemRed; $0.maximumTrackTintColor = Color(hex: 0xFFD0D0); $0.thumbTintColor = .systemYellow },
            make(0.5) { $0.minimumValueImage = dot; $0.maximumValueImage = dot },
            make(0.5) { $0.isEnabled = false },
        ], columns: 2)
        expectSnapshot(sheet, named: "slider-states")
    }

    @Test("the slider's knob is drawn at currentThumbRect and the tint fills the track up to its centre")
    func sliderGeometry() throws {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let image = try stateSheet(cell: Size(width: 200, height: 31), [slider])
        let thumb = slider.currentThumbRect, track = slider.trackRect(forBounds: slider.bounds)
        #expect(image.rgba(Int(thumb.midX * 2), Int(thumb.midY * 2)) == RGBA(255, 255, 255))
        #expect(image.rgba(Int((track.minX + 20) * 2), Int(track.midY * 2)).isClose(to: RGBA(Color.systemBlue), tolerance: 3))
        let maximumSide = image.rgba(Int((track.maxX - 20) * 2), Int(track.midY * 2))
        #expect(maximumSide.isClose(to: RGBA(Color.systemFill.composited(over: .white)), tolerance: 3))
    }
}
