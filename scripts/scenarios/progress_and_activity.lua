-- Progress view and activity indicator: plain views the controls use. Neither
-- is a control, so neither sends any event; what matters is their value over
-- the virtual clock.
-- Rules: DESIGN "Standard controls" (plain views); uikit-rules §2.3
-- (only controls send control events).

describe("A progress view", function()
  local bar
  before_each(function()
    bar = ProgressView{ frame = {20, 200, 200, 4} }
    window:addSubview(bar)
  end)

  it("clamps its progress to 0…1", function()
    bar.progress = 2
    expect(bar.progress).to.equal(1)
    bar.progress = -1
    expect(bar.progress).to.equal(0)
  end)

  it("moves to an animated value over a quarter second of virtual time", function()
    bar:setProgress(0.8, true)
    expect(bar.isAnimatingProgress).to.be_truthy()
    expect(bar.progress).to.equal(0)
    clock.advance(0.1)
    expect(bar.progress > 0 and bar.progress < 0.8).to.be_truthy()
    clock.advance(0.2)
    expect(bar.progress).to_be_near(0.8, 1e-9)
    expect(bar.isAnimatingProgress).to.be_falsy()
  end)

  it("stops an animation when given a new value", function()
    bar:setProgress(0.8, true)
    clock.advance(0.1)
    bar.progress = 0.3
    expect(bar.isAnimatingProgress).to.be_falsy()
    clock.advance(1)
    expect(bar.progress).to.equal(0.3)
  end)
end)

describe("An activity indicator", function()
  it("is hidden while stopped when hidesWhenStopped, and shows while animating", function()
    local spinner = ActivityIndicatorView{}
    window:addSubview(spinner)
    expect(spinner.hidesWhenStopped).to.be_truthy()
    expect(spinner.isHidden).to.be_truthy()
    spinner:startAnimating()
    expect(spinner.isAnimating).to.be_truthy()
    expect(spinner.isHidden).to.be_falsy()
    spinner:stopAnimating()
    expect(spinner.isHidden).to.be_truthy()
    expect(#traffic:all()).to.equal(0)
  end)

  it("stays visible when stopped if hidesWhenStopped is off", function()
    local spinner = ActivityIndicatorView{ hidesWhenStopped = false }
    expect(spinner.isHidden).to.be_falsy()
  end)
end)
