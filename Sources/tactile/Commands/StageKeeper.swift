import TactileScripting

/// Makes the stage of the one file a command runs (`render`, `types`) and keeps it, so the
/// command can read the session the file built.
final class StageKeeper: @unchecked Sendable {
    private let maker: @Sendable () -> any ScenarioStage
    private(set) var made: (any ScenarioStage)?

    init(make: @escaping @Sendable () -> any ScenarioStage) {
        maker = make
    }

    var make: @Sendable () -> any ScenarioStage {
        { [self] in
            let stage = maker()
            made = stage
            return stage
        }
    }
}
