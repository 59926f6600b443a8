import GarageRules
import Testing

@Suite struct SharingRoleTests {
    @Test func aRoleIsSaidWithItsArticle() {
        #expect(SharingRole.allCases.map(\.withArticle) == ["an owner", "an editor", "a viewer"])
    }
}
