// swift-tools-version:6.0
import PackageDescription

// The peer for modgen's loader line in `make bench`: jpsim/Yams' `compose`.
// A separate package on purpose: Yams vendors its own libyaml, and linking it
// into modgen would bind modgen's libyaml calls to that copy.
let package = Package(
    name: "YamsPeer",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // Linked as modgen's release build is (one static executable on Linux).
        .executableTarget(
            name: "yams-compose",
            dependencies: [.product(name: "Yams", package: "Yams")],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]
        ),
    ]
)
