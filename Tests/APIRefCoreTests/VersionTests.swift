import APIRefCore
import Testing

@Suite struct VersionTests {
    @Test(arguments: [("2", "2.0", [2]), ("2.0", "2.0", [2, 0]), ("8.0.1", "8.0.1", [8, 0, 1]), ("9999.1", "9999.1", [9999, 1])])
    func parsesAndWritesBack(text: String, written: String, components: [Int]) throws {
        let version = try #require(Version(text))
        #expect(version.description == written)
        #expect(version.components == components)
        #expect(Version(components: components) == version)
    }

    @Test(arguments: ["", "1.", ".1", "1..2", "1.2.3.4", "10000", "1.x", "١.٢", "-1"])
    func refusesWhatIsNotAVersion(text: String) {
        #expect(Version(text) == nil)
    }

    @Test func refusesComponentsOutOfRange() {
        #expect(Version(components: []) == nil)
        #expect(Version(components: [1, 2, 3, 4]) == nil)
        #expect(Version(components: [10000]) == nil)
        #expect(Version(components: [-1]) == nil)
    }

    @Test func ordersNumericallyWithMissingNumbersAsZero() throws {
        let texts = ["10.0", "2.0.1", "9.3", "2", "16.5", "2.1", "9.10"]
        let sorted = try texts.map { try #require(Version($0)) }.sorted().map(\.description)
        #expect(sorted == ["2.0", "2.0.1", "2.1", "9.3", "9.10", "10.0", "16.5"])
        #expect(Version("2")! == Version("2.0.0")!)
        #expect(!(Version("2")! < Version("2.0")!))
    }

    @Test func equalVersionsHashAlike() {
        #expect(Set([Version("2")!, Version("2.0")!, Version("2.0.0")!]).count == 1)
        #expect(Set([Version("2.0")!, Version("2.0.1")!]).count == 2)
    }
}
