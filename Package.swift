// swift-tools-version:6.0
import PackageDescription

// modgen's pipeline, one target per arrow:
//   YAML text -> YAMLTree (nodes with positions, over CLibYAML)
//   -> ModgenKit (Spec: typed spec; Graph: resolved modules and rules;
//                 Planning: manifests and stubs; Writing: the tree on disk)
//   -> ModgenCLI (the commands) -> modgen (the executable)
let package = Package(
    name: "modgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "modgen", targets: ["modgen"]),
        .executable(name: "yaml2json", targets: ["yaml2json"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "YAMLTree", dependencies: ["CLibYAML"]),
        .target(
            name: "ModgenKit",
            dependencies: ["YAMLTree", .product(name: "Stencil", package: "Stencil")]
        ),
        .target(
            name: "ModgenCLI",
            dependencies: ["ModgenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "modgen", dependencies: ["ModgenCLI"]),
        .executableTarget(name: "yaml2json", dependencies: ["YAMLTree"]),
        .testTarget(name: "YAMLTreeTests", dependencies: ["YAMLTree"]),
        .testTarget(name: "ModgenKitTests", dependencies: ["ModgenKit"]),
        .testTarget(name: "ModgenCLITests", dependencies: ["ModgenCLI"]),
    ]
)
