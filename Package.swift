// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "ControlKit", targets: ["ControlKit"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        // Sessions, plugins and the scenario runner, for Swift programs that drive Lua controls.
        .library(name: "TactileScripting", targets: ["TactileScripting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The workbench's web server (`tactile serve`): HTTP and one WebSocket per viewer.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // HTTP header names and fields, as Hummingbird speaks them.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // System libraries with small C shims (macros and variadics Swift cannot import).
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // cairo (pixels, PNG) and Pango through pangocairo (text); pangocairo's flags cover cairo's.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // chafa: pictures in the terminal (kitty, sixel or Unicode blocks); its flags cover glib's.
        .systemLibrary(
            name: "CChafa",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev"])]
        ),
        // The line editor's C code with process-wide data (SIGINT handler and flag).
        .target(name: "CEditLineShim", dependencies: ["CEditLine"]),
        // Process control the executable needs from C (a worker dying with its parent).
        .target(name: "CProcessShim"),

        // C code with behaviour of its own (allocator, hooks, message handler,
        // the signal target), which a system library's header cannot hold:
        // compiled once, installed by address, keeping process-wide data.
        .target(
            name: "CLuaShim",
            dependencies: ["CLua"],
            // Lua's string library, compiled only through string_library.c.
            exclude: ["lstrlib"],
            cSettings: [.headerSearchPath("../CLua")]
        ),

        // A safe Swift face of the Lua C API. Knows nothing about controls.
        .target(name: "LuaKit", dependencies: ["CLua", "CLuaShim", "CEmbeddedLua"]),

        // The pure-Swift UIKit control model. Knows nothing about Lua.
        .target(name: "ControlKit"),

        // The table of `.lua` files a target embeds, and its one lookup (read by LuaKit).
        .target(name: "CEmbeddedLua"),

        // The Lua half of TactileScripting (prelude, plugin environments, scenario API) and the
        // vendored luassert and say: `.lua` files embedded in the binary at build time.
        .target(name: "TactileScriptingLua", dependencies: ["CEmbeddedLua"], exclude: ["lua", "vendor"]),

        // The Lua the REPL runs for itself (the value inspector): `.lua` files embedded at build time.
        .target(name: "TactileREPLLua", dependencies: ["CEmbeddedLua"], exclude: ["lua"]),

        // Where Lua and the control model meet: bindings, script sessions, scenario API and runner;
        // pictures of what scripts build come from Rendering.
        .target(name: "TactileScripting", dependencies: ["LuaKit", "ControlKit", "TactileScriptingLua", "Rendering"]),

        // The command-line program: argument parsing, REPL, reports. No model logic.
        .executableTarget(
            name: "tactile",
            dependencies: [
                "LuaKit",
                "ControlKit",
                "CEditLine",
                "CEditLineShim",
                "CChafa",
                "CProcessShim",
                "TactileScripting",
                "TactileREPLLua",
                "Rendering",
                "TactileWorkbench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The workbench's page (HTML, CSS, JavaScript under `page/`), embedded in the binary at
        // build time so that a copied `tactile` serves it with no files beside it.
        .target(name: "TactileWorkbenchPage", exclude: ["page"]),

        // The Lua the workbench runs in its sessions (the inspector's property access): `.lua`
        // files embedded at build time.
        .target(name: "TactileWorkbenchLua", dependencies: ["CEmbeddedLua"], exclude: ["lua"]),

        // `tactile serve`: a live workbench in the browser on a script session — the protocol
        // between the page and the session, the session's side of it, and the web server.
        .target(
            name: "TactileWorkbench",
            dependencies: [
                "ControlKit",
                "LuaKit",
                "TactileScripting",
                "Rendering",
                "TactileWorkbenchPage",
                "TactileWorkbenchLua",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),

        // The benchmarks' floors written in C: the least a call across Lua and C can do, Lua's own
        // pattern functions, bare interpreters. Linked into tactile-bench only.
        .target(name: "CBenchFloors", dependencies: ["CLua", "CLuaShim"]),

        // `tactile-bench`: the performance measurements, each figure beside its floor from the same
        // run. A program of its own, built with the package so it cannot rot, never linked into
        // `tactile`.
        .executableTarget(
            name: "tactile-bench",
            dependencies: [
                "LuaKit",
                "ControlKit",
                "CCairo",
                "CBenchFloors",
                "TactileScripting",
                "Rendering",
                "TestSupport",
                "TactileWorkbench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The benchmarks' Lua — the scenes they build, the plain-Lua floors they run and the
            // pure-Lua models they print for scale — read from the repository when they run.
            exclude: ["Scenes", "Floors", "Models"]
        ),

        // Rasterizes what ControlKit draws (ControlKit itself has no pixels): a graphics context on
        // cairo, text with Pango, PNG, snapshot comparison.
        .target(name: "Rendering", dependencies: ["ControlKit", "CCairo"]),

        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit"]),
        .testTarget(name: "ControlKitTests", dependencies: ["ControlKit"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "ControlKit", "TestSupport"],
            exclude: ["__snapshots__"]
        ),
        // What several test targets and tactile-bench use: a scratch folder that removes itself,
        // the gallery of standard controls (a window the snapshot tests check and the render
        // benchmark draws) and the fuzz failure both the shrinker's tests and its benchmark shrink. Not part of any product.
        .target(name: "TestSupport", dependencies: ["ControlKit", "Rendering", "TactileScripting"], path: "Tests/TestSupport"),
        .testTarget(name: "TactileCLITests", dependencies: ["tactile", "TestSupport"]),
        // The benchmarks' own parts: their floors do the work they stand for, the Knob's pure-Lua
        // model follows the plugin, the cairo replay paints what Tactile paints. No timing.
        .testTarget(
            name: "TactileBenchTests",
            dependencies: ["tactile-bench", "LuaKit", "ControlKit", "Rendering", "TestSupport"]
        ),
        // The workbench's protocol, security checks, routing, canvas stream and session side,
        // and its server over real sockets.
        .testTarget(
            name: "TactileWorkbenchTests",
            dependencies: ["TactileWorkbench", "TactileScripting", "ControlKit", "LuaKit", "TestSupport"]
        ),
        .testTarget(
            name: "TactileScriptingTests",
            dependencies: ["TactileScripting", "ControlKit", "LuaKit", "Rendering", "TestSupport"],
            // Lua the tests read by path (the sandbox crawl, the fuzzer).
            exclude: ["Fixtures"]
        ),
    ]
)
