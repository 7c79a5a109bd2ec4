import Testing
@testable import ModgenGraph

/// A resolved dependency: a module by name, or a package's product, whose two names live in a
/// box of their own so that the common case, a module, takes 24 bytes a dependency, not 40
/// (the 7 MB bench spec's modules list 263,000 of them, 7 MB of fresh pages).
@Suite struct ModuleDependencyTests {
    @Test func aDependencyTakesTheRoomOfAModuleName() {
        #expect(MemoryLayout<ModuleDependency>.stride <= 24)
    }

    /// Boxed or not, products are values: equal when their names are, sorted after modules by
    /// package and then name, hashed alike.
    @Test func productsCompareSortAndHashAsValues() {
        let log = ModuleDependency.product(name: "Logging", package: "swift-log")
        let same = ModuleDependency.product(name: "Logging", package: "swift-log")
        let other = ModuleDependency.product(name: "Atomics", package: "swift-atomics")
        let core = ModuleDependency.module("Core")
        #expect(log == same)
        #expect(log.hashValue == same.hashValue)
        #expect(Set([log, same, other, core]).count == 3)
        #expect([log, core, other, .module("App")].sorted() == [.module("App"), core, other, log])
        guard case .product(let name, let package) = log else {
            Issue.record("not a product")
            return
        }
        #expect(name == "Logging")
        #expect(package == "swift-log")
    }
}
