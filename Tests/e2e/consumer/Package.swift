// swift-tools-version:6.0
// A package outside Tactile that uses its three library products, as the plugin guide tells
// Swift users to; test_library_products.py builds it against this checkout.
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "Tactile", path: "../../..")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [
            .product(name: "ControlKit", package: "Tactile"),
            .product(name: "LuaKit", package: "Tactile"),
            .product(name: "TactileScripting", package: "Tactile"),
        ]),
    ]
)
