import Testing
@testable import ModgenPlanning

/// `PBXObjectID` is kept as numbers but reads, compares and prints as its 24 digits.
@Suite struct PBXObjectIDTests {
    static let names = (0..<200).map { "App\($0 % 7).xcodeproj/group/\($0)" } + ["", "a", "é", "target/Debug", "project/Release"]

    @Test func idsSortAsTheirDigitsDo() {
        let ids = Self.names.map(PBXObjectID.init)
        #expect(ids.sorted().map(\.description) == ids.map(\.description).sorted())
    }

    @Test func digitsAreTwentyFourUpperCaseHex() {
        for name in Self.names {
            let digits = PBXObjectID(name).description
            #expect(digits.count == 24)
            #expect(digits.allSatisfy { "0123456789ABCDEF".contains($0) })
        }
    }

    @Test func aNamerHashesItsPrefixOnceForTheSameIDs() {
        let namer = PBXObjectID.Namer(prefix: "MapsApp.xcodeproj/")
        for path in ["target", "target/Debug", "group/MapsApp/MapsAppApp.swift", ""] {
            #expect(namer.id(path) == PBXObjectID("MapsApp.xcodeproj/\(path)"))
        }
    }

    @Test func appendingWritesTheDigits() {
        let id = PBXObjectID("x")
        var buffer = TextBuffer()
        id.append(to: &buffer)
        #expect(buffer.text == id.description)
    }
}
