import Testing
@testable import ControlKit

/// `LongPressGestureRecognizer`: UIKit's defaults (0.5 s, 10 pt) on the virtual clock; continuous.
@Suite("Long-press gesture recognizer")
struct GestureLongPressTests {
    private let stage = GestureStage()
    private let spot = Point(x: 200, y: 200)

    @Test("defaults: 0.5 s minimum press, 10 pt allowable movement, one finger")
    func defaults() {
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1)
    }

    @Test("began when the press has lasted 0.5 s on the clock, while the finger is still down; ended at lift")
    func beganOnTheClock() {
        let press = LongPressGestureRecognizer()
        let log = stage.watch(press)
        let touch = stage.driver.begin(at: spot)
        stage.driver.wait(0.49)
        #expect(press.state == .possible)
        stage.driver.wait(0.02)
        #expect(press.state == .began)
        #expect(log.times == [0.5])
        stage.driver.wait(0.5)
        stage.driver.end(touch)
        #expect(log.states == [.began, .ended])
    }

    @Test("continuous: moves after it began are changes, however far")
    func changesAfterBegan() {
        let press = LongPressGestureRecognizer()
        let log = stage.watch(press)
        let touch = stage.driver.begin(at: spot)
        stage.driver.wait(0.6)
        stage.driver.move(touch, to: spot.offsetBy(dx: 100, dy: 0))
        stage.driver.end(touch)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("moving more than 10 pt before 0.5 s fails it; 10 pt does not")
    func movementFails() {
        let press = LongPressGestureRecognizer()
        let log = stage.watch(press)
        let first = stage.driver.begin(at: spot)
        stage.driver.move(first, to: spot.offsetBy(dx: 0, dy: 11))
        stage.driver.wait(1)
        stage.driver.end(first)
        #expect(log.states.isEmpty)
        let second = stage.driver.begin(at: spot)
        stage.driver.move(second, to: spot.offsetBy(dx: 0, dy: 10))
        stage.driver.wait(1)
        stage.driver.end(second)
        #expect(log.states == [.began, .ended])
    }

    @Test("lifting before 0.5 s fails it")
    func shortPressFails() {
        let press = LongPressGestureRecognizer()
        let log = stage.watch(press)
        stage.driver.longPress(at: spot, duration: 0.4)
        stage.driver.wait(1)
        #expect(log.states.isEmpty)
    }
}
