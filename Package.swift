// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tactile", targets: ["tactile"]),
        .library(name: "ControlKit", targets: ["ControlKit"]),
        .library(name: "LuaKit", targets: ["LuaKit"]),
        // Sessions, plugins and the scenario runner, for Swift programs that drive Lua controls.
        .library(name: "TactileScripting", targets: ["TactileScripting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        .target(name: "LuaKit", dependencies: ["CLua", "CLuaShim"]),

        // The pure-Swift UIKit control model. Knows nothing about Lua.
        .target(name: "ControlKit"),

        // The Lua half of TactileScripting (prelude, plugin environments, scenario API):
        // `.lua` files embedded in the binary at build time.
        .target(name: "TactileScriptingLua", exclude: ["lua"]),

        // The Lua the REPL runs for itself (the value inspector): `.lua` files embedded at build time.
        .target(name: "TactileREPLLua", exclude: ["lua"]),

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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The benchmarks' Lua — the scenes they build, the plain-Lua floors they run and the
            // pure-Lua models they print for scale — read from the repository when they run.
            exclude: ["Commands/Bench/Scenes", "Commands/Bench/Floors", "Commands/Bench/Models"]
        ),

        // Rasterizes what ControlKit draws (ControlKit itself has no pixels): a graphics context on
        // cairo, text with Pango, PNG, snapshot comparison.
        .target(name: "Rendering", dependencies: ["ControlKit", "CCairo"]),

        .testTarget(name: "LuaKitTests", dependencies: ["LuaKit"]),
        .testTarget(name: "ControlKitTests", dependencies: ["ControlKit"]),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "ControlKit"],
            exclude: ["__snapshots__"]
        ),
        // What several test targets use: a scratch folder that removes itself.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TactileCLITests", dependencies: ["tactile", "TestSupport"]),
        .testTarget(
            name: "TactileScriptingTests",
            dependencies: ["TactileScripting", "ControlKit", "LuaKit", "Rendering", "TestSupport"],
            // Lua the tests read by path (the sandbox crawl, the fuzzer).
            exclude: ["Fixtures"]
        ),
    ]
)
