import Testing
@testable import ControlKit

/// A stand-in for the scroll view that will host refresh controls: a view that follows a touch
/// dragged down over it and reports the pull through RefreshControl's seam.
final class PullHostView: View {
    let refreshControl: RefreshControl
    private var start: Point?

    init(frame: Rect, refreshControl: RefreshControl) {
        self.refreshControl = refreshControl
        super.init(frame: frame)
        addSubview(refreshControl)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        start = touches.first?.location(in: self)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        guard let start, let touch = touches.first else { return }
        refreshControl.userPulled(to: touch.location(in: self).y - start.y, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        start = nil
        refreshControl.userEndedPull()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        touchesEnded(touches, with: event)
    }
}

final class RefreshStage {
    let application = Application()
    let window: Window
    let refresh = RefreshControl(frame: Rect(x: 0, y: -60, width: 320, height: 60))
    let host: PullHostView
    let driver: TouchDriver
    let log = ActionLog()

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        host = PullHostView(frame: Rect(x: 0, y: 0, width: 320, height: 600), refreshControl: refresh)
        window.addSubview(host)
        driver = TouchDriver(window: window)
        refresh.addTarget(log, action: "reload:", for: .allEvents)
    }

    /// Drags down over the host by a distance and lifts.
    func pull(by distance: Double, steps: Int = 10) {
        driver.drag(from: Point(x: 160, y: 100), to: Point(x: 160, y: 100 + distance), steps: steps)
    }
}

/// RefreshControl: user pull past the threshold, silent programmatic refreshes (uicontrol_semantics §4.9, §2.3, §8.3).
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
        let touch = stage.driver.begin(at: Point(x: 160, y: 100))
        stage.driver.move(touch, to: Point(x: 160, y: 199))
        #expect(stage.log.events.isEmpty && stage.refresh.pullDistance == 99)
        stage.driver.move(touch, to: Point(x: 160, y: 200))
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
        let touch = stage.driver.begin(at: Point(x: 160, y: 100))
        stage.driver.move(touch, to: Point(x: 160, y: 250))
        stage.refresh.endRefreshing()
        stage.driver.move(touch, to: Point(x: 160, y: 300))
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
        stage.driver.move(touch, to: Point(x: 160, y: 100))
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

    @Test("§2.3: the traffic shows the valueChanged pass, its delivery, then the primaryActionTriggered pass")
    func traffic() {
        let application = Application()
        let window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 320, height: 600))
        let refresh = RefreshControl()
        let host = PullHostView(frame: Rect(x: 0, y: 0, width: 320, height: 600), refreshControl: refresh)
        window.addSubview(host)
        let feed = ActionLog()
        refresh.addTarget(feed, action: "reload:", for: .valueChanged)
        TouchDriver(window: window).drag(from: Point(x: 10, y: 10), to: Point(x: 10, y: 130), steps: 1, duration: 0)
        #expect(application.traffic.records.map(\.description) == [
            "#1 t=0 emitted RefreshControl#1 valueChanged (1 registered)",
            "#2 t=0 delivered RefreshControl#1 valueChanged -> ActionLog#1.reload:",
            "#3 t=0 emitted RefreshControl#1 primaryActionTriggered (0 registered)",
        ])
    }

    @Test("the description lists isRefreshing, the pull and the threshold")
    func description() {
        let refresh = RefreshControl(frame: Rect(x: 0, y: -60, width: 320, height: 60))
        refresh.title = "Pull to refresh"
        refresh.beginRefreshing()
        #expect(refresh.description == "RefreshControl(frame: (0, -60, 320×60), isRefreshing: true, pullThreshold: 100, title: \"Pull to refresh\")")
    }
}
