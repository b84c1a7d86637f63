import Testing
@testable import ControlKit

/// A 320×600 scroll view whose content fits but always bounces vertically, with a refresh control
/// attached, in a window; pulls are real drags of the scroll view.
final class RefreshStage {
    let application = Application()
    let window: Window
    let refresh = RefreshControl(frame: Rect(x: 0, y: -60, width: 320, height: 60))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 600))
    let driver: TouchDriver
    let log = ActionLog()
    /// Where pulls start, and where the scroll view's pan begins (10 pt below the start).
    let start = Point(x: 160, y: 100)

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        scrollView.contentSize = Size(width: 320, height: 600)
        scrollView.alwaysBounceVertical = true
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        driver = TouchDriver(window: window)
        refresh.addTarget(log, action: "reload:", for: .allEvents)
    }

    /// The finger position that pulls the content `pull` points down once the pan began at
    /// `start.y + 10`: the inverse of the rubber band in a 600 pt view.
    func fingerY(forPull pull: Double) -> Double {
        start.y + 10 + 600 / 0.55 * (1 / (1 - pull / 600) - 1)
    }

    /// Puts a finger down and moves it 10 pt down, which begins the scroll view's pan.
    func beginPull() -> Touch {
        let touch = driver.begin(at: start)
        driver.move(touch, to: start.offsetBy(dx: 0, dy: 10))
        return touch
    }

    /// Drags the content down until it is pulled `pull` points, rests, and lifts.
    func pull(by pull: Double) {
        let touch = beginPull()
        driver.wait(0.05)
        driver.move(touch, to: Point(x: start.x, y: fingerY(forPull: pull)))
        driver.wait(0.2)
        driver.end(touch)
        application.clock.advance(by: 2)
    }
}

/// RefreshControl: user pull past the threshold, silent programmatic refreshes (uikit-rules §4.9, §2.3, §8.3).
@Suite("RefreshControl")
struct RefreshControlTests {
    @Test("defaults: not refreshing, 100 pt threshold, no title")
    func defaults() {
        let refresh = RefreshControl()
        #expect(!refresh.isRefreshing)
        #expect(refresh.pullThreshold == 100 && refresh.pullDistance == 0)
        #expect(refresh.title == nil)
    }

    @Test("§4.9, §2.3: a pull past the threshold starts refreshing and sends valueChanged then primaryActionTriggered, once")
    func pullPastThreshold() {
        let stage = RefreshStage()
        stage.pull(by: 200)
        #expect(stage.refresh.isRefreshing)
        #expect(stage.log.events == ["valueChanged", "primaryActionTriggered"])
    }

    @Test("§4.9: the refresh starts while the finger is still down, as soon as the pull reaches the threshold")
    func triggersDuringDrag() {
        let stage = RefreshStage()
        let touch = stage.beginPull()
        stage.driver.move(touch, to: Point(x: 160, y: stage.fingerY(forPull: 99)))
        #expect(stage.log.events.isEmpty && abs(stage.refresh.pullDistance - 99) < 1e-9)
        #expect(abs(stage.scrollView.contentOffset.y + 99) < 1e-9)
        stage.driver.move(touch, to: Point(x: 160, y: stage.fingerY(forPull: 101)))
        #expect(stage.log.events == ["valueChanged", "primaryActionTriggered"])
        stage.driver.end(touch)
        #expect(stage.refresh.pullDistance == 0)
    }

    @Test("§4.9: a pull short of the threshold sends nothing")
    func shortPull() {
        let stage = RefreshStage()
        stage.pull(by: 99)
        #expect(!stage.refresh.isRefreshing && stage.log.events.isEmpty)
    }

    @Test("§4.9: after endRefreshing, the pull still under way does not trigger again; the next pull does")
    func oneRefreshPerPull() {
        let stage = RefreshStage()
        let touch = stage.beginPull()
        stage.driver.move(touch, to: Point(x: 160, y: stage.fingerY(forPull: 150)))
        stage.refresh.endRefreshing()
        stage.driver.move(touch, to: Point(x: 160, y: stage.fingerY(forPull: 200)))
        stage.driver.end(touch)
        #expect(stage.log.events.count == 2)
        stage.pull(by: 150)
        #expect(stage.log.events == ["valueChanged", "primaryActionTriggered", "valueChanged", "primaryActionTriggered"])
    }

    @Test("§4.9: pulling while already refreshing sends nothing")
    func pullWhileRefreshing() {
        let stage = RefreshStage()
        stage.pull(by: 200)
        stage.pull(by: 200)
        #expect(stage.log.events.count == 2)
    }

    @Test("§4.9: pushing the content up is no pull: the distance stays 0 and nothing is sent")
    func upwardDrag() {
        let stage = RefreshStage()
        let touch = stage.driver.begin(at: Point(x: 160, y: 400))
        stage.driver.move(touch, to: Point(x: 160, y: 380))
        stage.driver.move(touch, to: Point(x: 160, y: 100))
        #expect(stage.scrollView.contentOffset.y > 0)
        #expect(stage.refresh.pullDistance == 0)
        stage.driver.end(touch)
        #expect(stage.log.events.isEmpty && !stage.refresh.isRefreshing)
    }

    @Test("§4.9, §8.3: beginRefreshing and endRefreshing change isRefreshing and send nothing")
    func programmaticIsSilent() {
        let stage = RefreshStage()
        stage.refresh.beginRefreshing()
        #expect(stage.refresh.isRefreshing)
        stage.refresh.endRefreshing()
        #expect(!stage.refresh.isRefreshing)
        #expect(stage.log.events.isEmpty)
        #expect(stage.application.traffic.records.isEmpty)
    }

    @Test("§4.9: a pull during a programmatic refresh does not trigger until a later pull after it ends")
    func pullDuringProgrammaticRefresh() {
        let stage = RefreshStage()
        stage.refresh.beginRefreshing()
        stage.pull(by: 200)
        #expect(stage.log.events.isEmpty)
        stage.refresh.endRefreshing()
        stage.pull(by: 200)
        #expect(stage.log.events == ["valueChanged", "primaryActionTriggered"])
    }

    @Test("a lower threshold triggers on a shorter pull; a disabled control does not trigger")
    func thresholdAndDisabled() {
        let stage = RefreshStage()
        stage.refresh.isEnabled = false
        stage.pull(by: 200)
        #expect(stage.log.events.isEmpty)
        stage.refresh.isEnabled = true
        stage.refresh.pullThreshold = 40
        stage.pull(by: 50)
        #expect(stage.log.events == ["valueChanged", "primaryActionTriggered"])
    }

    @Test("§2.3: the traffic shows the valueChanged pass, its delivery, then the primaryActionTriggered pass, amid the scroll view's notes")
    func traffic() {
        let stage = RefreshStage()
        let feed = ActionLog()
        stage.refresh.removeTarget(nil, action: nil, for: .allEvents)
        stage.refresh.addTarget(feed, action: "reload:", for: .valueChanged)
        let touch = stage.beginPull()
        stage.driver.move(touch, to: Point(x: 160, y: stage.fingerY(forPull: 120)))
        #expect(stage.application.traffic.records.map(\.description) == [
            "#1  t=0.000  note       ScrollView#1: scrollViewWillBeginDragging",
            "#2  t=0.000  emitted    RefreshControl#1  valueChanged  (1 registered)",
            "#3  t=0.000  delivered  RefreshControl#1  valueChanged  -> ActionLog#1 reload:  event=nil",
            "#4  t=0.000  emitted    RefreshControl#1  primaryActionTriggered  (0 registered)",
        ])
    }

    @Test("§4.9: the refresh control is a subview of the scroll view it is attached to; detaching removes it")
    func attachesToScrollView() {
        let stage = RefreshStage()
        #expect(stage.refresh.superview === stage.scrollView)
        stage.scrollView.refreshControl = nil
        #expect(stage.refresh.superview == nil)
        stage.pull(by: 200)
        #expect(stage.log.events.isEmpty)
    }

    @Test("the description lists isRefreshing, the pull and the threshold")
    func description() {
        let refresh = RefreshControl(frame: Rect(x: 0, y: -60, width: 320, height: 60))
        refresh.title = "Pull to refresh"
        refresh.beginRefreshing()
        #expect(refresh.description == "RefreshControl(frame: (0, -60, 320×60), isRefreshing: true, pullThreshold: 100, title: \"Pull to refresh\")")
    }
}
