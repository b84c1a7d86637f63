import Testing
@testable import ControlKit

/// A 200×37 page control: with 5 pages the dots are centred at x 68, 84, 100, 116 and 132.
@Suite("PageControl (§4.6)")
struct PageControlTests {
    private func bench(pages: Int = 5, current: Int = 2) -> ControlBench<PageControl> {
        let control = PageControl(frame: Rect(x: 100, y: 100, width: 200, height: 37))
        control.numberOfPages = pages
        control.currentPage = current
        return ControlBench(control)
    }

    private func right(_ bench: ControlBench<PageControl>) -> Point { bench.point(170, 18) }
    private func left(_ bench: ControlBench<PageControl>) -> Point { bench.point(30, 18) }

    @Test("§4.6: defaults are 0 pages, page 0, not hiding for a single page, not deferring")
    func defaults() {
        let control = PageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && !control.defersCurrentPageDisplay)
    }

    @Test("§4.6, §9.10: currentPage is pinned to 0…pages−1, and to 0 without pages; negative page counts become 0")
    func clamping() {
        let control = PageControl()
        control.currentPage = 3
        #expect(control.currentPage == 0)
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.numberOfPages = -2
        #expect(control.numberOfPages == 0)
    }

    @Test("§4.6: lowering numberOfPages re-clamps currentPage")
    func reclampOnPageCount() {
        let control = PageControl()
        control.numberOfPages = 10
        control.currentPage = 8
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
    }

    @Test("§4.6, §9.10: a tap right of the current dot goes one page forward and sends valueChanged with the event")
    func tapRight() throws {
        let bench = bench()
        bench.driver.tap(at: right(bench))
        #expect(bench.control.currentPage == 3)
        #expect(bench.log.events == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(try #require(bench.log.calls.first { $0.controlEvent == "valueChanged" }).event != nil)
    }

    @Test("§4.6, §9.10: a tap left of the current dot goes one page back — never straight to a tapped dot")
    func tapLeftOnePage() {
        let bench = bench(current: 4)
        bench.driver.tap(at: bench.point(68, 18))
        #expect(bench.control.currentPage == 3)
    }

    @Test("§4.6: at the last page a tap forward changes nothing and sends no valueChanged")
    func tapBeyondLastPage() {
        let bench = bench(current: 4)
        bench.driver.tap(at: right(bench))
        #expect(bench.control.currentPage == 4)
        #expect(bench.log.events == ["touchDown", "touchUpInside"])
    }

    @Test("§4.6: a touch released outside the touch area changes nothing")
    func releaseOutside() {
        let bench = bench()
        let touch = bench.driver.begin(at: right(bench))
        bench.driver.end(touch, at: bench.point(170, 300))
        #expect(bench.control.currentPage == 2)
        #expect(!bench.log.events.contains("valueChanged"))
    }

    @Test("§4.6, §8.3: setting currentPage in code is silent")
    func programmaticSilent() {
        let bench = bench()
        bench.control.currentPage = 0
        bench.control.numberOfPages = 1
        #expect(bench.log.calls.isEmpty && bench.emitted.isEmpty)
    }

    @Test("§4.6, §9.10: hidesForSinglePage hides with 0 or 1 page, not with 2; a hidden control gets no touches")
    func hidesForSinglePage() {
        let bench = bench(pages: 1, current: 0)
        #expect(!bench.control.isHidden)
        bench.control.hidesForSinglePage = true
        #expect(bench.control.isHidden)
        bench.control.numberOfPages = 0
        #expect(bench.control.isHidden)
        bench.driver.tap(at: right(bench))
        #expect(bench.log.calls.isEmpty)
        bench.control.numberOfPages = 2
        #expect(!bench.control.isHidden)
        bench.control.isHidden = true
        #expect(bench.control.isHidden)
    }

    @Test("§4.6: with defersCurrentPageDisplay a tap changes currentPage but the indicator waits for updateCurrentPageDisplay()")
    func defersDisplay() {
        let bench = bench()
        bench.control.defersCurrentPageDisplay = true
        bench.driver.tap(at: right(bench))
        #expect(bench.control.currentPage == 3 && bench.control.displayedPage == 2)
        bench.control.updateCurrentPageDisplay()
        #expect(bench.control.displayedPage == 3)
        bench.control.currentPage = 0
        #expect(bench.control.displayedPage == 0)
    }

    @Test("§4.6: size(forNumberOfPages:) is dots and spacing across and the preferred height")
    func sizeForPages() {
        let control = PageControl()
        #expect(control.size(forNumberOfPages: 0) == Size(width: 0, height: 37))
        #expect(control.size(forNumberOfPages: 1) == Size(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 5) == Size(width: 71, height: 37))
    }

    @Test("§2.3: a page control sends no primaryActionTriggered")
    func noPrimaryAction() {
        let bench = bench()
        bench.driver.tap(at: right(bench))
        #expect(!bench.emitted.contains("primaryActionTriggered"))
    }

    @Test("description shows the page 1-based and the shown page while deferred")
    func description() {
        let bench = bench()
        bench.control.defersCurrentPageDisplay = true
        bench.driver.tap(at: right(bench))
        #expect(bench.control.description == "PageControl#1 page=4/5 shown=3 defersDisplay frame={100,100,200,37}")
    }
}
