import Testing
@testable import ControlKit

/// PickerView: components of rows from a data source and delegate, spun by drags and taps on the
/// virtual clock (Apple's UIPickerView, UIPickerViewDataSource and UIPickerViewDelegate
/// documentation; uikit-rules §15).
@Suite("PickerView")
struct PickerViewTests {
    @Test("defaults: 320×216, 32 pt rows, the first row selected; -1 and 0 for what does not exist (uikit-rules §15.1)")
    func defaults() {
        let stage = PickerStage(rows: 50, components: 2)
        #expect(PickerView().bounds.size == Size(width: 320, height: 216))
        #expect(stage.picker.numberOfComponents == 2)
        #expect(stage.picker.numberOfRows(inComponent: 1) == 50)
        #expect(stage.picker.numberOfRows(inComponent: 2) == 0)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.picker.selectedRow(inComponent: 5) == -1)
        #expect(stage.picker.rowSize(forComponent: 0).height == 32)
        #expect(stage.picker.rowSize(forComponent: 9) == .zero)
        let empty = PickerStage(rows: 0)
        #expect(empty.picker.selectedRow(inComponent: 0) == -1)
        #expect(empty.picker.visibleRows(inComponent: 0).isEmpty)
    }

    @Test("components share the width between 8 pt margins, 5 pt apart; the delegate's widths are centred (uikit-rules §15.4)")
    func componentWidths() {
        let stage = PickerStage(components: 2)
        #expect(stage.picker.rect(forComponent: 0) == Rect(x: 8, y: 0, width: 149.5, height: 216))
        #expect(stage.picker.rect(forComponent: 1) == Rect(x: 162.5, y: 0, width: 149.5, height: 216))
        stage.source.width = { $0 == 0 ? 100 : 60 }
        stage.picker.setNeedsLayout()
        #expect(stage.picker.rect(forComponent: 0) == Rect(x: 77.5, y: 0, width: 100, height: 216))
        #expect(stage.picker.rect(forComponent: 1) == Rect(x: 182.5, y: 0, width: 60, height: 216))
        #expect(stage.picker.rowSize(forComponent: 1) == Size(width: 60, height: 32))
    }

    @Test("only the rows on the drum are asked for, when they come into view (uikit-rules §15.1)")
    func onlyRowsInViewAreAsked() {
        let stage = PickerStage(rows: 50)
        #expect(stage.picker.visibleRows(inComponent: 0) == [0, 1, 2, 3])
        #expect(stage.rowsAsked == 4)
        stage.picker.selectRow(25, inComponent: 0, animated: false)
        #expect(stage.picker.visibleRows(inComponent: 0) == Array(22...28))
        #expect(stage.rowsAsked == 11)
        stage.window.layoutIfNeeded()
        #expect(stage.rowsAsked == 11)
    }

    @Test("a spin of a million rows asks for as many rows as one of fifty (uikit-rules §15.1)")
    func workDoesNotGrowWithTheRows() {
        func rowsAsked(total: Int) -> Int {
            let stage = PickerStage(rows: total)
            stage.picker.selectRow(total / 2, inComponent: 0, animated: false)
            stage.flick(by: 80)
            stage.application.clock.advance(by: 5)
            stage.driver.spin(stage.picker, component: 0, by: -4)
            stage.application.clock.advance(by: 5)
            #expect(stage.picker.selectedRow(inComponent: 0) != total / 2)
            return stage.rowsAsked
        }
        let small = rowsAsked(total: 50)
        #expect(small > 7)
        #expect(rowsAsked(total: 1_000_000) == small)
    }

    @Test("a drag that rests on a row selects it at the lift and tells didSelectRow once (uikit-rules §15.2)")
    func spinSelectsTheRowItRestsOn() {
        let stage = PickerStage()
        stage.driver.spin(stage.picker, component: 0, by: 3)
        #expect(!stage.picker.isSpinning(component: 0))
        #expect(stage.picker.selectedRow(inComponent: 0) == 3)
        #expect(stage.selections == ["3 in 0"])
        #expect(stage.notes == ["pickerViewDidSelectRow 3 inComponent 0"])
        stage.driver.spin(stage.picker, component: 0, by: -2)
        #expect(stage.selections == ["3 in 0", "1 in 0"])
    }

    @Test("a drag released between rows turns on to the nearest, and only then is it selected (uikit-rules §15.2)")
    func dragBetweenRowsSettlesFirst() {
        let stage = PickerStage()
        let start = stage.bandCentre()
        let finger = stage.driver.begin(at: start)
        stage.driver.move(finger, to: start.offsetBy(dx: 0, dy: -12))
        stage.driver.move(finger, to: start.offsetBy(dx: 0, dy: -12 - 84))
        stage.driver.wait(0.2)
        stage.driver.end(finger)
        #expect(stage.picker.isSpinning(component: 0))
        #expect(stage.selections.isEmpty)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        stage.application.clock.advance(by: 2)
        #expect(!stage.picker.isSpinning(component: 0))
        #expect(stage.picker.selectedRow(inComponent: 0) == 3)
        #expect(stage.selections == ["3 in 0"])
    }

    @Test("a flick keeps turning on the clock and comes to rest exactly on a row (uikit-rules §15.2)")
    func flickDecelerates() throws {
        let stage = PickerStage(rows: 1000)
        stage.flick(by: 120)
        #expect(stage.picker.isSpinning(component: 0))
        #expect(stage.selections.isEmpty)
        stage.application.clock.advance(by: 0.2)
        #expect(stage.selections.isEmpty)
        stage.application.clock.advance(by: 5)
        let row = stage.picker.selectedRow(inComponent: 0)
        #expect(row > 10)
        #expect(stage.selections == ["\(row) in 0"])
        let wheel = try #require(stage.picker.wheel(0))
        #expect(wheel.contentOffset.y == wheel.offset(of: row))
    }

    @Test("a drag past the first row rubber-bands and returns to it, selecting nothing (uikit-rules §15.2)")
    func dragPastTheEndBouncesBack() {
        let stage = PickerStage()
        stage.flick(by: -200)
        stage.application.clock.advance(by: 3)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.selections.isEmpty)
    }

    @Test("a tap on a row below or above the band turns the drum to it (uikit-rules §15.2)")
    func tapOnARowSpinsToIt() {
        let stage = PickerStage()
        stage.driver.tap(at: stage.bandCentre().offsetBy(dx: 0, dy: 60))
        #expect(stage.selections.isEmpty)
        stage.application.clock.advance(by: 1)
        #expect(stage.selections == ["2 in 0"])
        stage.driver.tap(at: stage.bandCentre().offsetBy(dx: 0, dy: -32))
        stage.application.clock.advance(by: 1)
        #expect(stage.selections == ["2 in 0", "1 in 0"])
        stage.driver.tap(at: stage.bandCentre())
        stage.application.clock.advance(by: 1)
        #expect(stage.selections == ["2 in 0", "1 in 0"])
    }

    @Test("a finger that stops a turning drum lets it settle on the nearest row, which is then selected (uikit-rules §15.2)")
    func touchStopsAFlick() {
        let stage = PickerStage(rows: 1000)
        stage.flick(by: 150)
        stage.application.clock.advance(by: 0.1)
        stage.driver.tap(at: stage.bandCentre().offsetBy(dx: 0, dy: 64))
        #expect(stage.picker.isSpinning(component: 0))
        stage.application.clock.advance(by: 1)
        #expect(stage.selections.count == 1)
        #expect(stage.selections.first == "\(stage.picker.selectedRow(inComponent: 0)) in 0")
    }

    @Test("selectRow from code is silent and answers the new row at once, animated or not (uikit-rules §15.2, §8.3)")
    func selectRowFromCodeIsSilent() {
        let stage = PickerStage(components: 2)
        stage.picker.selectRow(7, inComponent: 1, animated: true)
        #expect(stage.picker.selectedRow(inComponent: 1) == 7)
        #expect(stage.picker.isSpinning(component: 1))
        stage.application.clock.advance(by: 1)
        stage.picker.selectRow(9, inComponent: 0, animated: false)
        stage.picker.selectRow(50, inComponent: 0, animated: false)
        stage.picker.selectRow(-1, inComponent: 0, animated: false)
        stage.picker.selectRow(1, inComponent: 2, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 0) == 9)
        #expect(stage.picker.visibleRows(inComponent: 1).contains(7))
        #expect(stage.selections.isEmpty)
        #expect(stage.notes.isEmpty)
    }

    @Test("a spin that comes back to the selected row tells nothing (uikit-rules §15.2)")
    func spinBackTellsNothing() {
        let stage = PickerStage()
        let start = stage.bandCentre()
        let finger = stage.driver.begin(at: start)
        stage.driver.move(finger, to: start.offsetBy(dx: 0, dy: -40))
        stage.driver.move(finger, to: start.offsetBy(dx: 0, dy: -12))
        stage.driver.wait(0.2)
        stage.driver.end(finger)
        stage.application.clock.advance(by: 2)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.selections.isEmpty)
    }

    @Test("reloadComponent reads the rows again and keeps the selection, moved to the last row when fewer (uikit-rules §15.3)")
    func reloadKeepsTheSelection() {
        var rows = 50
        let stage = PickerStage()
        stage.source.numberOfRows = { _ in rows }
        stage.picker.selectRow(40, inComponent: 0, animated: false)
        rows = 10
        #expect(stage.picker.numberOfRows(inComponent: 0) == 50)
        stage.picker.reloadComponent(0)
        #expect(stage.picker.numberOfRows(inComponent: 0) == 10)
        #expect(stage.picker.selectedRow(inComponent: 0) == 9)
        #expect(stage.picker.visibleRows(inComponent: 0) == Array(6...9))
        rows = 0
        stage.picker.reloadAllComponents()
        #expect(stage.picker.selectedRow(inComponent: 0) == -1)
    }

    @Test("a second drum that depends on the first is reloaded from didSelectRow (uikit-rules §15.3)")
    func dependentDrum() {
        let cities = [["Birmingham", "Montgomery"], ["Anchorage", "Juneau", "Fairbanks"]]
        let stage = PickerStage(components: 2)
        stage.source.numberOfRows = { component in component == 0 ? cities.count : cities[stage.picker.selectedRow(inComponent: 0)].count }
        stage.source.titleForRow = { row, component in
            component == 0 ? ["Alabama", "Alaska"][row] : cities[stage.picker.selectedRow(inComponent: 0)][row]
        }
        stage.source.didSelectRow = { _, component in
            guard component == 0 else { return }
            stage.picker.reloadComponent(1)
            stage.picker.selectRow(0, inComponent: 1, animated: false)
        }
        stage.picker.reloadAllComponents()
        stage.picker.selectRow(1, inComponent: 1, animated: false)
        #expect(stage.picker.numberOfRows(inComponent: 1) == 2)
        stage.driver.spin(stage.picker, component: 0, by: 1)
        stage.application.clock.advance(by: 2)
        #expect(stage.picker.numberOfRows(inComponent: 1) == 3)
        #expect(stage.picker.selectedRow(inComponent: 1) == 0)
        #expect(stage.picker.wheel(1)?.cellTitles == ["Anchorage", "Juneau", "Fairbanks"])
    }

    @Test("views for rows: a view given for a row gone from view is handed back for the next (uikit-rules §15.1)")
    func rowViewsAreReused() {
        let stage = PickerStage(rows: 50)
        var made: [Label] = []
        var handedBack: [View] = []
        stage.source.viewForRow = { row, _, reusing in
            if let reusing { handedBack.append(reusing) }
            let label = (reusing as? Label) ?? Label()
            if reusing == nil { made.append(label) }
            label.text = "State \(row)"
            return label
        }
        stage.picker.reloadAllComponents()
        stage.window.layoutIfNeeded()
        #expect(made.count == 4)
        #expect((stage.picker.view(forRow: 1, forComponent: 0) as? Label)?.text == "State 1")
        #expect(stage.picker.view(forRow: 20, forComponent: 0) == nil)
        stage.driver.spin(stage.picker, component: 0, by: 10)
        stage.application.clock.advance(by: 2)
        #expect(made.count <= 8)
        #expect(!handedBack.isEmpty)
        #expect(handedBack.allSatisfy { view in made.contains { $0 === view } })
        let shown = stage.picker.visibleRows(inComponent: 0).compactMap { stage.picker.view(forRow: $0, forComponent: 0) }
        #expect(shown.count == 7 && Set(shown.map(ObjectIdentifier.init)).count == 7)
        #expect((stage.picker.view(forRow: 10, forComponent: 0) as? Label)?.text == "State 10")
    }

    @Test("attributed titles come before titles; a nil one falls back to the title (uikit-rules §15.1)")
    func attributedTitles() {
        let stage = PickerStage(rows: 3)
        stage.source.attributedTitleForRow = { row, _ in row == 1 ? nil : PickerAttributedTitle("Red \(row)", foregroundColor: .systemRed) }
        stage.picker.reloadAllComponents()
        stage.window.layoutIfNeeded()
        #expect(stage.picker.wheel(0)?.cellTitles == ["Red 0", "0.1", "Red 2"])
    }

    @Test("counts are clamped: negative to none, huge to PickerView.mostRows and mostComponents (uikit-rules §15.1)")
    func countsAreClamped() {
        let stage = PickerStage(rows: -5, components: 3)
        #expect(stage.picker.numberOfRows(inComponent: 0) == 0)
        stage.source.numberOfRows = { _ in Int.max }
        stage.source.numberOfComponents = { Int.max }
        stage.picker.reloadAllComponents()
        #expect(stage.picker.numberOfComponents == PickerView.mostComponents)
        #expect(stage.picker.numberOfRows(inComponent: 0) == PickerView.mostRows)
        stage.picker.selectRow(PickerView.mostRows - 1, inComponent: 0, animated: false)
        stage.window.layoutIfNeeded()
        #expect(stage.picker.visibleRows(inComponent: 0).last == PickerView.mostRows - 1)
    }

    @Test("the description names the components and selected rows")
    func description() {
        let stage = PickerStage(components: 2)
        stage.picker.selectRow(4, inComponent: 1, animated: false)
        #expect(stage.picker.description.contains("numberOfComponents: 2, selectedRows: [0, 4]"))
    }
}

extension PickerWheel {
    /// The titles of the rows in view, top to bottom.
    var cellTitles: [String] {
        visibleRows.compactMap { title(of: $0)?.string }
    }
}
