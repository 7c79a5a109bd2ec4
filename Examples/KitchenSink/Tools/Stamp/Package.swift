// swift-tools-version:6.0
// A local build-tool plugin, as a repository keeps its own (a code generator, a linter):
// KitchenSink's `Strings` module runs it through `plugins:` and `make test` builds it.
import PackageDescription

let package = Package(
    name: "Stamp",
    products: [
        .plugin(name: "StampPlugin", targets: ["StampPlugin"]),
    ],
    targets: [
        .executableTarget(name: "StampTool"),
        .plugin(name: "StampPlugin", capability: .buildTool(), dependencies: ["StampTool"]),
    ]
)
