/// `:help` lines for the global functions and tables the scripting layer
/// gives every session (`tap`, `drag`, `clock`, …): how each is called.
enum GlobalHelp {
    /// The line for `name`, or nil when it is not one of these globals.
    static func text(for name: String) -> String? {
        entries[name].map { name + " — " + $0 }
    }

    /// Every name with a line.
    static var names: [String] { Array(entries.keys) }

    private static let entries: [String: String] = [
        "tap": "tap(view [, point | {count =, at =}]): a tap (or count taps) through the window, at the view's centre by default",
        "longPress": "longPress(view [, {duration =, at =}]): a touch held for duration seconds (1 by default) on the virtual clock",
        "drag": "drag(view, {from =, to =, steps =, duration =, cancel =}): a touch moved from one point to another in steps",
        "swipe": "swipe(view, \"right\"|\"left\"|\"up\"|\"down\" [, {from =, distance =, duration =, steps =}]): a quick drag",
        "touch": "touch(view):down([point]):move(point):up([point]) (or :cancel()): one finger, step by step",
        "keyboard": "keyboard.type(text), keyboard.deleteBackward([times]), keyboard.pressReturn(): typing into the first responder",
        "clock": "clock.now, clock.advance(seconds), clock.after(seconds, fn), clock.runUntilIdle(): the virtual clock",
        "device": "device.tilt(x, y) (each -1…1), device.viewerOffset(): the virtual device's tilt, which views' motion effects follow over 0.1 s of the clock",
        "traffic": "traffic([filter]) or traffic:all([filter]): the recorded target-action traffic as records (sender and target are the objects; a record prints as its line); traffic:of(sender); traffic:watch([filter,] fn) follows new records (:stop() on what it returns ends that); traffic:note(text), traffic:clear(), traffic:nameOf(value)",
        "find": "find{label =, identifier =, class =, traits =, within =, hidden =}: the one view that matches, as UI tests find views (an error lists near matches when none or several do)",
        "findAll": "findAll{label =, identifier =, class =, traits =, within =, hidden =}: every view that matches, superviews first",
        "watchInvariants": "watchInvariants(view, … [, {invariants = {…}}]): checks UIKit's invariants on the views from now on, as tactile fuzz does; watch:check(), watch:verify(), watch:failures(), watch:stop() on what it returns (docs/fuzzing.md)",
        "misdirectedTouches": "misdirectedTouches([\"note\"|\"error\"|\"ignore\"]): what a touch landing on another view than aimed does",
        "window": "window: the default window; add views with window:addSubview(view)",
        "plugin": "plugin.load(name), plugin.reload(name), plugin.list(): plugins on the plugin path (see :plugins, :reload)",
    ]
}
