import ArgumentParser
import ControlKit
import Foundation
import Rendering
import Synchronization
import TactileScripting
import TactileWorkbench
import TestSupport

/// `tactile-bench serve`: the workbench with every standard control at 2×, a page's slider drag
/// fed to it as the page's messages. Per pointer event: from the message's text to the frame
/// packet the page is sent (decoding, the touch, the slider's tracking and traffic, drawing,
/// finding what changed and packing it), beside the bare render of the same frame. Then what an
/// idle page costs (jobs while nothing happens) and what a drag of 1,000 moves leaves in memory.
///
///     $ tactile-bench serve --moves 300
///     pointer event to frame, the gallery at 2×: median … ms, 90th percentile … ms over 300 moves   (bare render of the same frame: median … ms; target ≤ 16 ms)
///     idle page: 0 jobs in 1 s (nothing scheduled, no finger down)
///     a drag of 1,000 moves, the traffic's ring full: resident memory … KiB → … KiB (… KiB more; the input log keeps its 1002 inputs)
struct WorkbenchBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Milliseconds from a page's pointer event to its new frame in tactile serve, beside the bare render."
    )

    @Option(help: "How many pointer moves the latency is measured over.")
    var moves = 300

    /// The most a pointer event may take to reach a new frame: one frame at 60 Hz.
    static let target = 16.0

    func validate() throws {
        guard moves >= 10 else { throw ValidationError("--moves must be at least 10") }
    }

    func run() throws {
        var gallery: StandardControlsGallery.Controls?
        let host = try ScriptWorkbenchHost { session in
            // The gallery's views moved into the session's own window.
            let controls = StandardControlsGallery.make(in: session.stage.application)
            session.stage.window.backgroundColor = controls.window.backgroundColor
            for view in controls.window.subviews { session.stage.window.addSubview(view) }
            gallery = controls
        }
        guard let slider = gallery?.slider else { throw ValidationError("the gallery has no slider") }
        let inbox = SessionInbox(), hub = ViewerHub()
        let workbench = Workbench(host: host, inbox: inbox, hub: hub)
        let arrivals = Mutex<[DispatchTime]>([])
        let viewer = hub.join(scale: 2, deliver: { message in
            if case .binary = message { arrivals.withLock { $0.append(.now()) } }
        })
        inbox.post(.joined(viewer))
        inbox.post(.message(viewer, .clock(.pause)))
        workbench.runPendingJobs()

        let track = slider.convert(slider.bounds, to: nil)
        let y = track.midY
        func x(_ step: Int) -> Double { track.minX + 20 + Double(step % 200) / 200 * (track.width - 40) }
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let start = slider.convert(Point(x: thumb.midX, y: slider.bounds.midY), to: nil)
        inbox.post(.message(viewer, .finger(id: 1, phase: .down, at: start)))
        workbench.runPendingJobs()

        var latencies: [Double] = []
        for step in 0..<moves {
            arrivals.withLock { $0.removeAll() }
            let began = DispatchTime.now()
            let text = #"{"type":"finger","id":1,"phase":"move","x":\#(x(step)),"y":\#(y)}"#
            inbox.post(.message(viewer, try ClientMessage(json: text)))
            workbench.runPendingJobs()
            if let arrived = arrivals.withLock({ $0.first }) {
                latencies.append(Double(arrived.uptimeNanoseconds - began.uptimeNanoseconds) / 1e6)
            }
        }
        inbox.post(.message(viewer, .finger(id: 1, phase: .up, at: Point(x: x(moves), y: y))))
        workbench.runPendingJobs()

        let renderer = try FrameRenderer(view: host.session.stage.window, scale: 2)
        try renderer.renderFrame()
        var renders: [Double] = []
        for step in 0..<moves {
            slider.value = Double(step % 10) / 10 + 0.05
            let began = DispatchTime.now()
            try renderer.renderFrame(cachingDrawings: true)
            renders.append(Double(DispatchTime.now().uptimeNanoseconds - began.uptimeNanoseconds) / 1e6)
        }
        print("pointer event to frame, the gallery at 2×: median \(format(median(latencies))) ms,"
            + " 90th percentile \(format(percentile(latencies, 0.9))) ms over \(latencies.count) moves"
            + "   (bare render of the same frame: median \(format(median(renders))) ms; target ≤ \(format(Self.target)) ms)")

        // An idle page: the clock plays, nothing is scheduled, no finger is down.
        inbox.post(.message(viewer, .clock(.play(speed: 1))))
        workbench.runPendingJobs()
        _ = try host.session.run("for _, view in ipairs(findAll{class = 'ActivityIndicatorView'}) do view:stopAnimating() end")
        workbench.publish()
        var jobs = 0
        let idleUntil = DispatchTime.now() + 1
        while DispatchTime.now() < idleUntil {
            if inbox.wait(seconds: 0.1) { jobs += workbench.runPendingJobs() }
        }
        print("idle page: \(jobs) jobs in 1 s (the clock playing, nothing scheduled, no finger down)")

        // Memory after a drag of 1,000 moves, the first drag having warmed everything up.
        inbox.post(.message(viewer, .clock(.pause)))
        func drag() throws {
            inbox.post(.message(viewer, .finger(id: 1, phase: .down, at: start)))
            workbench.runPendingJobs()
            for step in 0..<1_000 {
                inbox.post(.message(viewer, .finger(id: 1, phase: .move, at: Point(x: x(step), y: y))))
                workbench.runPendingJobs()
            }
            inbox.post(.message(viewer, .finger(id: 1, phase: .up, at: Point(x: x(0), y: y))))
            workbench.runPendingJobs()
        }
        // Warm-up drags until the session's traffic (10,000 records kept, three a move) is full:
        // from then on a drag adds to memory only what the input log keeps of it.
        for _ in 0..<4 { try drag() }
        let before = residentKiB(), inputsBefore = workbench.log.count
        try drag()
        let after = residentKiB()
        print("a drag of 1,000 moves, the traffic's ring full: resident memory \(before) KiB → \(after) KiB"
            + " (\(after - before) KiB more; the input log keeps its \(workbench.log.count - inputsBefore) inputs)")
    }

    private func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    private func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
    }

    private func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// The process's resident memory, from /proc/self/statm.
    private func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
