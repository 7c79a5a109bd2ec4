import Testing
@testable import ModgenSources

/// The types a file declares, for stub clash checks: at any nesting, never from strings,
/// comments, member names or scoped imports.
@Suite struct DeclaredTypeNameTests {
    private func found(_ source: String) -> [String] {
        SwiftSourceScanner.declaredTypeNames(in: source).map { "\($0.kind.rawValue) \($0.name)@\($0.position)/\($0.depth)" }
    }

    @Test func everyKindAtEveryDepth() {
        let source = """
        public struct Point: Hashable {
            enum Axis { case x, y }
            final class Box<T> where T: Equatable {}
        }
        protocol Shape: AnyObject {}
        actor Store {}
        typealias Meters = Double
        extension Point { struct `Nested` {} }
        """
        #expect(found(source) == [
            "struct Point@1:15/0", "enum Axis@2:10/1", "class Box@3:17/1", "protocol Shape@5:10/0",
            "actor Store@6:7/0", "typealias Meters@7:11/0", "struct Nested@8:26/1",
        ])
    }

    @Test func notFromCommentsStringsMembersImportsOrOtherUses() {
        let source = """
        // struct A {}
        let s = "class B {}"
        /* enum C {} */
        import struct Geo.Point
        let k = x.class
        class func make() {}
        class var shared: Int { 1 }
        let actor = Actor()
        let y = actor
        print(y)
        func f(actor: Int) {}
        let p: any Shape.Type = protocol
        struct Real {}
        """
        #expect(found(source) == ["struct Real@13:8/0"])
    }
}
