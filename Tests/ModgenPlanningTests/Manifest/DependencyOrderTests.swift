import Testing
@testable import ModgenSpec
@testable import ModgenPlanning

/// The order a manifest lists dependencies in: what `sortedUnique` sorts by, whatever order
/// the builder made them in.
@Suite struct DependencyOrderTests {
    @Test func targetDependenciesByNameFirstThenByPackageThenName() {
        let sorted: [ManifestTarget.Dependency] = [
            .byName("A"), .byName("B"),
            .product(name: "Z", package: "alpha"), .product(name: "A", package: "beta"), .product(name: "B", package: "beta"),
        ]
        for shuffled in [sorted.reversed(), [sorted[3], sorted[0], sorted[4], sorted[2], sorted[1]]] {
            #expect(ManifestRenderer.sortedUnique(Array(shuffled) + [sorted[3], sorted[0]]) == sorted)
        }
    }

    @Test func packageDependenciesPathsFirstThenURLThenRequirement() {
        let sorted: [PackageDependency] = [
            .path("../Core"), .path("../Features"),
            .url("https://a.example/x.git", .exact("1.0.0")), .url("https://a.example/x.git", .from("1.0.0")),
            .url("https://b.example/y.git", .branch("main")),
        ]
        // `exact("1.0.0")` before `from("1.0.0")`: requirements compare as written, e.g. `exact(...)`.
        #expect(String(describing: RemotePackage.Requirement.exact("1.0.0")) < String(describing: RemotePackage.Requirement.from("1.0.0")))
        for shuffled in [sorted.reversed(), [sorted[4], sorted[2], sorted[0], sorted[3], sorted[1]]] {
            #expect(ManifestRenderer.sortedUnique(Array(shuffled) + [sorted[4], sorted[1]]) == sorted)
        }
    }
}
